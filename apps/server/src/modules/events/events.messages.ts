/** Reply texts of the events routes. */
export const EVENT_MESSAGES = {
  label: { one: 'Event', many: 'Events' },
} as const;
