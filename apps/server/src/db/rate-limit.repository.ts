import { lt, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { rateLimitCounters } from './schema.js';

/**
 * Counts one hit on `key` in one atomic statement, so servers counting at once never lose a
 * hit: a new key, or one whose window has ended, starts again at 1 with a fresh window.
 */
export const countHit = async (
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> => {
  const expired = sql`${rateLimitCounters.resetAt} <= now()`;
  const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttlMs: sql<string>`ceil(extract(epoch from ${rateLimitCounters.resetAt} - now()) * 1000)`,
    });
  return { hits: row?.hits ?? 1, ttlMs: Math.max(0, Number(row?.ttlMs ?? windowMs)) };
};

/** Drops counters whose window ended; they would restart at 1 anyway. */
export const purgeExpiredCounters = (db: Database) =>
  db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
