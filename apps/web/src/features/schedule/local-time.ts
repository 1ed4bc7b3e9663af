import type { Segment } from '@georisk/contract';

/**
 * A stop's times are wall-clock times of its own zone (`YYYY-MM-DDTHH:mm`, docs/rules/schedule.md,
 * "Times"). They are shown as they are — never moved into the browser's zone — in the app's
 * British English style: 'Fri 27 Nov 2026, 09:00'.
 */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Reading the wall-clock text as UTC keeps its digits: only the weekday is looked up. */
const asUtc = (local: string) => new Date(`${local.slice(0, 16)}:00Z`);

export const localDay = (local: string) => {
  const date = asUtc(local);
  return Number.isNaN(date.getTime()) ? local.slice(0, 10) : dayFormat.format(date);
};

export const localClock = (local: string) => local.slice(11, 16);

export const localDateTime = (local: string) => `${localDay(local)}, ${localClock(local)}`;

/** 'Africa/Lagos' -> 'Lagos time'; 'America/Argentina/Buenos_Aires' -> 'Buenos Aires time'. */
export const zoneName = (zone: string) =>
  `${(zone.split('/').pop() ?? zone).replace(/_/g, ' ')} time`;

/** A stop's span in its own zone: 'Fri 27 Nov 2026, 09:00 – Sun 29 Nov 2026, 18:00 (Lagos time)'. */
export const stopSpan = (segment: Pick<Segment, 'from' | 'to' | 'time_zone'>) =>
  `${localDateTime(segment.from)} – ${localDateTime(segment.to)} (${zoneName(segment.time_zone)})`;
