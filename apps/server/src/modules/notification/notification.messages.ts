export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications found',
  read: 'Notifications marked as read',
  notFound: 'Notification',
} as const;
