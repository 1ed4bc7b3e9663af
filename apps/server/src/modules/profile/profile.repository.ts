import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { updateIfChanged } from '../../db/unchanged-write.js';
import { liveUser, type UserRow } from '../accounts/index.js';

/** What the profile form writes of a user row (docs/rules/accounts.md, "Profile"). */
export type ProfileFields = Pick<
  UserRow,
  'firstName' | 'lastName' | 'phone' | 'timeZone' | 'mailRequests' | 'mailWatch' | 'digest'
>;

const ownRow = (userId: string) => and(eq(users.id, userId), liveUser);

/** The caller's row, locked until the transaction ends so the comparison below holds. */
export const lockProfile = async (tx: Database, userId: string): Promise<UserRow | undefined> => {
  const [row] = await tx.select().from(users).where(ownRow(userId)).for('update').limit(1);
  return row;
};

/**
 * Writes the profile only where it differs (db/unchanged-write.ts); the first save also stamps
 * `profile_completed_at`, which later saves leave as it is.
 */
export const writeProfile = async (tx: Database, stored: UserRow, fields: ProfileFields) => {
  const written = await updateIfChanged(
    tx,
    users,
    ownRow(stored.id),
    { ...fields, profileCompletedAt: stored.profileCompletedAt ?? new Date() },
    { id: users.id },
  );
  return written?.changed ?? false;
};
