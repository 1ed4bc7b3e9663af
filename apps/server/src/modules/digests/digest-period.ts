import type { DigestPeriod } from '@georisk/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back a person's first digest looks (later ones start where the last one ended). */
export const PERIOD_MS: Record<DigestPeriod, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/**
 * The period `now` falls in, named by its first day in UTC: the day itself for a daily digest,
 * the Monday of the ISO week for a weekly one. One digest per person and period name.
 */
export const periodStart = (period: DigestPeriod, now: Date): string => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'weekly') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};
