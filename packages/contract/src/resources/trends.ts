import { z } from 'zod';
import { RISK_LEVELS, TRENDS } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { baseReply } from '../envelope.js';
import { MESSAGES } from '../messages.js';

const days = (fallback: number, max: number = TRENDS.keepDays) =>
  z
    .number({ error: MESSAGES.invalidTrendDays })
    .int({ error: MESSAGES.invalidTrendDays })
    .min(1, { error: MESSAGES.invalidTrendDays })
    .max(max, { error: MESSAGES.invalidTrendDays })
    .default(fallback);

/** One day's score (news only) at the end of that UTC day; no signal that day: 0 and no level. */
export const dailyScore = z.object({
  day: z.string(),
  score: z.number().int().min(0).max(100),
  level: z.enum(RISK_LEVELS).nullable(),
});
export type DailyScore = z.infer<typeof dailyScore>;

export const countryHistorySchema = z.object({ code: countryCode, days: days(TRENDS.chartDays) });
export const countryHistory = z.object({
  code: z.string(),
  name: z.string(),
  /** One entry per day, oldest first, ending with the last complete day. */
  history: z.array(dailyScore),
});
export type CountryHistory = z.infer<typeof countryHistory>;
export const countryHistoryReply = baseReply.extend({ country: countryHistory });

/** Every country's recent scores, for the list's sparklines and "rising fastest this week". */
export const countryTrendsSchema = z.object({ days: days(TRENDS.sparklineDays, 90) });
export const countryTrend = z.object({
  code: z.string(),
  name: z.string(),
  /** Daily scores, oldest first, ending with the last complete day (0 on days without a signal). */
  scores: z.array(z.number().int()),
  /** The last day's score minus the score seven days before it. */
  week_change: z.number().int(),
});
export type CountryTrend = z.infer<typeof countryTrend>;
/** Largest weekly rise first, then by name. */
export const countryTrendsReply = baseReply.extend({ country: z.array(countryTrend) });
