import type { DigestChoice, DigestPeriod } from '@georisk/contract';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { digestSends, users } from '../../db/schema.js';
import { usableUser } from '../accounts/index.js';

export interface DigestRecipient {
  id: string;
  email: string;
  firstName: string;
}

/**
 * People who chose this period's digest and have not had this period's yet: active, enabled,
 * live accounts only. A page at a time, in a stable order.
 */
export const dueRecipients = (
  db: Database,
  period: DigestPeriod,
  start: string,
  max: number,
): Promise<DigestRecipient[]> =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.digest, period),
        usableUser,
        notExists(
          db
            .select({ one: sql`1` })
            .from(digestSends)
            .where(
              and(
                eq(digestSends.userId, users.id),
                eq(digestSends.period, period),
                eq(digestSends.periodStart, start),
              ),
            ),
        ),
      ),
    )
    .orderBy(users.id)
    .limit(max);

/** When the person's last digest (of any period) was dealt with, or null for none yet. */
export const lastDigestAt = async (db: Database, userId: string): Promise<Date | null> => {
  const [row] = await db
    .select({ at: digestSends.createdAt })
    .from(digestSends)
    .where(eq(digestSends.userId, userId))
    .orderBy(desc(digestSends.createdAt))
    .limit(1);
  return row?.at ?? null;
};

/**
 * Claims the person's digest of the period: true for the one transaction whose row went in; any
 * other (another server, a second run) finds the row there and sends nothing.
 */
export const claimDigest = async (
  db: Database,
  claim: { userId: string; period: DigestPeriod; start: string; items: number },
): Promise<boolean> => {
  const rows = await db
    .insert(digestSends)
    .values({
      userId: claim.userId,
      period: claim.period,
      periodStart: claim.start,
      items: claim.items,
    })
    .onConflictDoNothing()
    .returning({ id: digestSends.id });
  return rows.length > 0;
};

/** Switches the person's digest off; null when there is no such live account. */
export const switchDigestOff = async (
  db: Database,
  userId: string,
): Promise<{ before: DigestChoice; email: string } | null> => {
  const [before] = await db
    .select({ digest: users.digest, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .for('update');
  if (!before) return null;
  if (before.digest !== 'off') {
    await db
      .update(users)
      .set({ digest: 'off', updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
  return { before: before.digest as DigestChoice, email: before.email };
};
