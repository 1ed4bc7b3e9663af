import { TRENDS, type CountryHistory, type CountryTrend, type RiskLevel } from '@georisk/contract';
import { countryName } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { assess, assessAll, windowStart } from './country-risk.js';
import { articleSignals } from './country.repository.js';
import { listCountries } from './country.service.js';
import {
  pruneBefore,
  recordDay,
  replaceDays,
  scoresSince,
  takenDays,
} from './trends.repository.js';

const DAY_MS = 86_400_000;
/** Complete days a snapshot run looks back over, so a server down for a while fills its gaps. */
export const CATCH_UP_DAYS = 7;

/** The UTC day of a moment, as `YYYY-MM-DD`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS - 1);
/** `count` days, oldest first, the last one `last`. */
const daysUpTo = (last: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));

/** Every country's news-only score (the visitors' figure) as it stood at `at`. */
const newsScoresAt = async (db: Database, at: Date) =>
  assessAll(await articleSignals(db, windowStart(at), undefined, at), at).map((a) => ({
    country: a.code,
    score: a.score,
    level: a.riskLevel,
  }));

/**
 * The daily snapshot (docs/rules/trends.md): each complete day of the last CATCH_UP_DAYS not yet
 * taken gets the scores as they stood at its end, exactly once across servers; days older than
 * two years are pruned.
 */
export const takeSnapshots = async (db: Database, now = new Date()) => {
  const days = daysUpTo(addDays(dayOf(now), -1), CATCH_UP_DAYS);
  const taken = await takenDays(db, days);
  let recorded = 0;
  for (const day of days.filter((d) => !taken.has(d))) {
    if (await recordDay(db, day, await newsScoresAt(db, endOf(day)))) recorded += 1;
  }
  const pruned = await pruneBefore(db, addDays(dayOf(now), -TRENDS.keepDays));
  return { recorded, pruned };
};

/**
 * The demo's history: the last `count` complete days recomputed from the articles there are, in
 * one read of the articles and one transaction.
 */
export const backfillSnapshots = async (db: Database, count: number, now = new Date()) => {
  const days = daysUpTo(addDays(dayOf(now), -1), count);
  const last = endOf(days[days.length - 1] ?? dayOf(now));
  const signals = await articleSignals(
    db,
    windowStart(endOf(days[0] ?? dayOf(now))),
    undefined,
    last,
  );
  const scores = days.map((day) => {
    const end = endOf(day);
    const upToDay = signals.filter((s) => s.at.getTime() <= end.getTime());
    return {
      day,
      scores: assessAll(upToDay, end).map((a) => ({
        country: a.code,
        score: a.score,
        level: a.riskLevel,
      })),
    };
  });
  await replaceDays(db, scores);
};

/** One country's daily scores over `days` days, ending with today's score as it stands now. */
export const countryHistory = async (
  db: Database,
  code: string,
  days: number,
  now = new Date(),
): Promise<CountryHistory> => {
  const today = dayOf(now);
  const span = daysUpTo(today, days);
  const [stored, news] = await Promise.all([
    scoresSince(db, span[0] ?? today, code),
    articleSignals(db, windowStart(now), code),
  ]);
  const live = assess(code, news, now);
  const byDay = new Map(stored.map((s) => [s.day, s]));
  const history = span.map((day) => {
    if (day === today) return { day, score: live.score, level: live.riskLevel };
    const row = byDay.get(day);
    return { day, score: row?.score ?? 0, level: (row?.level ?? null) as RiskLevel | null };
  });
  return { code, name: countryName(code), history };
};

/**
 * Every country with a score in the last `days` days (at least the week): its daily scores ending
 * with today's, and its rise over the week; the largest rise first, then by name.
 */
export const countryTrends = async (
  db: Database,
  days: number,
  now = new Date(),
): Promise<CountryTrend[]> => {
  const today = dayOf(now);
  const span = daysUpTo(today, Math.max(days, TRENDS.risingDays + 1));
  const [stored, current] = await Promise.all([
    scoresSince(db, span[0] ?? today),
    listCountries(db, null, now),
  ]);
  const index = new Map(span.map((day, i) => [day, i]));
  const series = new Map<string, number[]>();
  const seriesOf = (code: string) => {
    const found = series.get(code) ?? span.map(() => 0);
    series.set(code, found);
    return found;
  };
  for (const row of stored) {
    const at = index.get(row.day);
    if (at !== undefined) seriesOf(row.country)[at] = row.score;
  }
  for (const country of current) seriesOf(country.code)[span.length - 1] = country.score;
  const last = span.length - 1;
  return [...series.entries()]
    .filter(([, scores]) => scores.some((score) => score > 0))
    .map(([code, scores]) => ({
      code,
      name: countryName(code),
      scores: scores.slice(-days),
      week_change: (scores[last] ?? 0) - (scores[last - TRENDS.risingDays] ?? 0),
    }))
    .sort((a, b) => b.week_change - a.week_change || a.name.localeCompare(b.name));
};
