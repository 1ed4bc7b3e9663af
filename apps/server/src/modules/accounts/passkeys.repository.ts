import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { passkeyChallenges, passkeys } from '../../db/schema.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'register' | 'login';

/** One pending challenge per user and purpose: a new one replaces the last. */
export const saveChallenge = async (
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  challenge: string,
  validMs: number,
) => {
  const expiresAt = new Date(Date.now() + validMs);
  await db
    .insert(passkeyChallenges)
    .values({ userId, purpose, challenge, expiresAt })
    .onConflictDoUpdate({
      target: [passkeyChallenges.userId, passkeyChallenges.purpose],
      set: { challenge, expiresAt },
    });
};

/**
 * Takes the pending challenge away, used or not (single use: one answer per challenge), and
 * returns it only while it is still valid.
 */
export const takeChallenge = async (db: Database, userId: string, purpose: ChallengePurpose) => {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose)))
    .returning();
  return row && row.expiresAt.getTime() > Date.now() ? row.challenge : null;
};

export const listPasskeys = (db: Database, userId: string): Promise<PasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

export const countPasskeys = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
};

export const findUserPasskey = async (db: Database, userId: string, credentialId: string) => {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)))
    .limit(1);
  return row;
};

/** false when the credential is already registered (to anyone). */
export const insertPasskey = async (
  db: Database,
  values: Pick<PasskeyRow, 'userId' | 'name' | 'credentialId' | 'publicKey' | 'counter'> & {
    transports: string[];
  },
): Promise<PasskeyRow | undefined> => {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row;
};

/**
 * Moves the signature counter on from the value it was read with, in one statement: two answers
 * signed with the same counter cannot both pass. A counter of 0 (authenticators that keep none)
 * stays 0.
 */
export const advanceCounter = async (db: Database, row: PasskeyRow, newCounter: number) => {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, row.id),
        newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length === 1;
};

export const deletePasskey = async (db: Database, userId: string, passkeyId: string) => {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id, name: passkeys.name });
  return rows[0];
};
