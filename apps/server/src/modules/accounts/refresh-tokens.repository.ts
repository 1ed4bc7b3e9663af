import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { refreshTokens } from '../../db/schema.js';
import { randomToken, sha256 } from './secrets.js';
import { revokeAllSessionsOf, revokeSessionById } from './user-sessions.repository.js';

/** A family lives 30 days from login, however often it is rotated (docs/security.md). */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Stores the digest of a new token; the caller hands the plain token to the client once. */
export const issueRefreshToken = async (
  db: Database,
  userId: string,
  family: { id: string; expiresAt: Date } = {
    id: randomUUID(),
    expiresAt: new Date(Date.now() + REFRESH_FAMILY_TTL_MS),
  },
): Promise<string> => {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId: family.id,
    tokenHash: sha256(token),
    expiresAt: family.expiresAt,
  });
  return token;
};

export const findRefreshToken = async (
  db: Database,
  token: string,
): Promise<RefreshTokenRow | undefined> => {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row;
};

/** Marks a token used; false when another request used or revoked it first (a replay). */
export const markRefreshTokenUsed = async (db: Database, id: string): Promise<boolean> => {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
};

/** A family is a session (its id is the session's): both end together. */
export const revokeFamily = async (db: Database, familyId: string) => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await revokeSessionById(db, familyId);
};

export const revokeAllOfUser = async (db: Database, userId: string) => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await revokeAllSessionsOf(db, userId);
};
