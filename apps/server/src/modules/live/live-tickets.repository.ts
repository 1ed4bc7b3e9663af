import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { eventTickets, users } from '../../db/schema.js';

/** Keeps a new ticket's hash; the user's long-expired tickets go at the same time. */
export const insertTicket = async (
  db: Database,
  userId: string,
  tokenHash: string,
  ttlSeconds: number,
) => {
  await db
    .delete(eventTickets)
    .where(
      and(
        eq(eventTickets.userId, userId),
        lt(eventTickets.expiresAt, sql`now() - interval '1 hour'`),
      ),
    );
  await db.insert(eventTickets).values({
    tokenHash,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
};

/**
 * Spends a ticket: the user it was issued to, if it was unused, unexpired and its user is still
 * active; else null. One statement, so two streams racing for one ticket get it once.
 */
export const spendTicket = async (db: Database, tokenHash: string): Promise<string | null> => {
  const [spent] = await db
    .update(eventTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(eventTickets.tokenHash, tokenHash),
        isNull(eventTickets.usedAt),
        gt(eventTickets.expiresAt, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${eventTickets.userId} and ${users.isActive})`,
      ),
    )
    .returning({ userId: eventTickets.userId });
  return spent?.userId ?? null;
};
