import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { countryScoreDays, countryScoresDaily } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export interface DayScore {
  country: string;
  day: string;
  score: number;
  level: string | null;
}

/** Which of these days already have their snapshot. */
export const takenDays = async (db: Database, days: string[]): Promise<Set<string>> => {
  if (days.length === 0) return new Set();
  const rows = await db
    .select({ day: countryScoreDays.day })
    .from(countryScoreDays)
    .where(inArray(countryScoreDays.day, days));
  return new Set(rows.map((row) => row.day));
};

/**
 * Records one day's snapshot unless a server took it first: the day's key row and its scores in
 * one transaction, so a day is taken exactly once. Answers whether this call took it.
 */
export const recordDay = (db: Database, day: string, scores: Omit<DayScore, 'day'>[]) =>
  inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(countryScoreDays)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: countryScoreDays.day });
    if (claimed.length === 0) return false;
    if (scores.length > 0) {
      await tx.insert(countryScoresDaily).values(scores.map((s) => ({ ...s, day })));
    }
    return true;
  });

/** Replaces these days' snapshots at once (the demo's backfill only: a taken day is otherwise final). */
export const replaceDays = (
  db: Database,
  days: { day: string; scores: Omit<DayScore, 'day'>[] }[],
) =>
  inTransaction(db, async (tx) => {
    if (days.length === 0) return;
    const names = days.map((d) => d.day);
    await tx
      .insert(countryScoreDays)
      .values(names.map((day) => ({ day })))
      .onConflictDoNothing();
    await tx.delete(countryScoresDaily).where(inArray(countryScoresDaily.day, names));
    const rows = days.flatMap(({ day, scores }) => scores.map((s) => ({ ...s, day })));
    if (rows.length > 0) await tx.insert(countryScoresDaily).values(rows);
  });

/** Removes the snapshots of the days before `day`; answers how many scores went. */
export const pruneBefore = (db: Database, day: string) =>
  inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(countryScoresDaily)
      .where(lt(countryScoresDaily.day, day))
      .returning({ day: countryScoresDaily.day });
    await tx.delete(countryScoreDays).where(lt(countryScoreDays.day, day));
    return removed.length;
  });

const columns = {
  country: countryScoresDaily.country,
  day: countryScoresDaily.day,
  score: countryScoresDaily.score,
  level: countryScoresDaily.level,
};

/** The stored scores from `fromDay` on, of one country or of every country, oldest first. */
export const scoresSince = (db: Database, fromDay: string, country?: string): Promise<DayScore[]> =>
  db
    .select(columns)
    .from(countryScoresDaily)
    .where(
      and(
        gte(countryScoresDaily.day, fromDay),
        country ? eq(countryScoresDaily.country, country) : undefined,
      ),
    )
    .orderBy(asc(countryScoresDaily.country), asc(countryScoresDaily.day));
