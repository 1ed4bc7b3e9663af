/**
 * The app's one way to show dates: a fixed British English format ('20 Nov 2026, 10:30'), so a
 * date reads the same on every screen and machine — in a printed brief, in the landing page
 * rendered at build time, and in tests — whatever the browser's locale.
 */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

const format = (formatter: Intl.DateTimeFormat, iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
};

export const formatDateTime = (iso: string): string => format(dateTime, iso);

/** A day without the time, e.g. '20 November 2026'. */
export const formatDate = (iso: string): string => format(dateOnly, iso);
