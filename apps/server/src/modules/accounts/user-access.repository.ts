import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { liveUser, usableUser } from './users.repository.js';

/** What an access token is checked against on every request. */
export const findSessionState = async (
  db: Database,
  id: string,
): Promise<{ sessionVersion: number; usable: boolean } | undefined> => {
  const [row] = await db
    .select({
      sessionVersion: users.sessionVersion,
      usable: sql<boolean>`${users.isActive} and not ${users.isDisabled}`,
    })
    .from(users)
    .where(and(eq(users.id, id), liveUser))
    .limit(1);
  return row;
};

/**
 * Locks every admin who can still act, for the rest of the transaction: two admins demoting or
 * disabling each other at once are serialised, so one of them always remains.
 */
export const lockActiveAdminIds = async (tx: Database): Promise<string[]> => {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(usableUser, eq(users.isAdmin, true)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
};
