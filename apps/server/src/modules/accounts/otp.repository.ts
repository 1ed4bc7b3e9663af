import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { otps } from '../../db/schema.js';

/** How many codes the account received in the last hour, and seconds since the latest one. */
export const otpIssueStats = async (
  tx: Database,
  userId: string,
): Promise<{ lastHour: number; sinceLastSeconds: number }> => {
  const [stats] = await tx
    .select({
      lastHour: sql<string>`count(*) filter (where ${otps.createdAt} > now() - interval '1 hour')`,
      sinceLast: sql<string | null>`extract(epoch from now() - max(${otps.createdAt}))`,
    })
    .from(otps)
    .where(eq(otps.userId, userId));
  return {
    lastHour: Number(stats?.lastHour ?? 0),
    sinceLastSeconds: stats?.sinceLast == null ? Infinity : Number(stats.sinceLast),
  };
};

/** Voids the account's open codes and stores the digest of a new one. */
export const replaceOtp = async (
  tx: Database,
  userId: string,
  codeHash: string,
  ttlMinutes: number,
): Promise<void> => {
  await tx
    .update(otps)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(otps.userId, userId), isNull(otps.usedAt), gt(otps.expiresAt, sql`now()`)));
  await tx.insert(otps).values({
    userId,
    codeHash,
    expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
  });
};

/** The account's latest unused, unexpired code. */
export const findLiveOtp = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ id: otps.id, codeHash: otps.codeHash })
    .from(otps)
    .where(and(eq(otps.userId, userId), isNull(otps.usedAt), gt(otps.expiresAt, sql`now()`)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row ?? null;
};

/**
 * Counts one try on the code before it is compared, so parallel guesses cannot exceed the
 * allowance: null when the code is spent, out of tries, or the account's tries of the day (over
 * all its codes) are used up. The other codes are void, so their sum is stable, and the row lock
 * on this code makes the daily cap as exact as the per-code one.
 */
export const countOtpTry = async (
  db: Database,
  otp: { id: string; userId: string },
  limits: { maxAttempts: number; maxTriesPerDay: number },
): Promise<number | null> => {
  const earlierToday = sql`(select coalesce(sum(o.attempts), 0) from otps o
    where o.user_id = ${otp.userId} and o.id <> ${otp.id} and o.created_at > now() - interval '1 day')`;
  const [counted] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(
        eq(otps.id, otp.id),
        isNull(otps.usedAt),
        lt(otps.attempts, limits.maxAttempts),
        lt(otps.attempts, sql`${limits.maxTriesPerDay} - ${earlierToday}`),
      ),
    )
    .returning({ attempts: otps.attempts });
  return counted?.attempts ?? null;
};

/** Tries spent on all the account's codes of the last 24 hours. */
export const otpTriesToday = async (db: Database, userId: string): Promise<number> => {
  const [row] = await db
    .select({ tries: sql<string>`coalesce(sum(${otps.attempts}), 0)` })
    .from(otps)
    .where(and(eq(otps.userId, userId), gt(otps.createdAt, sql`now() - interval '1 day'`)));
  return Number(row?.tries ?? 0);
};

/** Spends the code; false when a concurrent right answer spent it first. */
export const spendOtp = async (tx: Database, id: string): Promise<boolean> => {
  const spent = await tx
    .update(otps)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otps.id, id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  return spent.length > 0;
};
