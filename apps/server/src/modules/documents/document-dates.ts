/** Dates as the screens print them, in British English and UTC on paper ('27 Nov 2026, 09:00 UTC'). */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export const printedAt = (iso: string | Date) => `${dateTime.format(new Date(iso))} UTC`;

/** A stop's wall-clock time as written, in its own zone ('2026-11-27T09:00' -> '27 Nov 2026, 09:00'). */
export const wallClock = (local: string) => {
  const date = new Date(`${local.slice(0, 16)}:00Z`);
  return Number.isNaN(date.getTime()) ? local : dateTime.format(date);
};

/** '2026-11-27' in a file name. */
export const fileDay = (iso: string | Date) => new Date(iso).toISOString().slice(0, 10);
