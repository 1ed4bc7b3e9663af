import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { refreshTokens, userSessions } from '../../db/schema.js';

export type UserSessionRow = typeof userSessions.$inferSelect;

/** "Last use" is written at most this often per session, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export const insertUserSession = async (
  db: Database,
  values: { userId: string; device: string; ip: string | null; expiresAt: Date },
): Promise<UserSessionRow> => {
  const [row] = await db.insert(userSessions).values(values).returning();
  return row!;
};

/** A refresh or a request through the session: its last use (and, on refresh, its address). */
export const touchUserSession = (db: Database, id: string, ip?: string | null) =>
  db
    .update(userSessions)
    .set({ lastUsedAt: sql`now()`, ...(ip !== undefined && { ip }) })
    .where(
      and(
        eq(userSessions.id, id),
        isNull(userSessions.revokedAt),
        ip === undefined
          ? lt(userSessions.lastUsedAt, sql`now() - ${`${TOUCH_EVERY_MS} milliseconds`}::interval`)
          : undefined,
      ),
    );

/** What the session guard checks on every request (cached < 1 s per process). */
export const findSessionLiveness = async (
  db: Database,
  id: string,
): Promise<{ userId: string; live: boolean; stale: boolean } | undefined> => {
  const [row] = await db
    .select({
      userId: userSessions.userId,
      live: sql<boolean>`${userSessions.revokedAt} is null and ${userSessions.expiresAt} > now()`,
      stale: sql<boolean>`${userSessions.lastUsedAt} < now() - ${`${TOUCH_EVERY_MS} milliseconds`}::interval`,
    })
    .from(userSessions)
    .where(eq(userSessions.id, id))
    .limit(1);
  return row;
};

/** The user's sessions still able to refresh, most recently used first. */
export const listLiveSessions = (db: Database, userId: string) =>
  db
    .select()
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(userSessions.lastUsedAt), desc(userSessions.createdAt));

/**
 * Revokes one session of the user and its refresh family; false when it is not the user's or is
 * already over (the caller answers 404 either way, so ids of others' sessions reveal nothing).
 */
export const revokeUserSession = async (
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> => {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(userSessions.id, id), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)),
    )
    .returning({ id: userSessions.id });
  if (rows.length === 0) return false;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, id), isNull(refreshTokens.revokedAt)));
  return true;
};

/** Every session of the user ends (logout everywhere, password change or reset, disable). */
export const revokeAllSessionsOf = (db: Database, userId: string) =>
  db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));

/** One session ends with its refresh family (logout of this device, a replayed refresh token). */
export const revokeSessionById = (db: Database, id: string) =>
  db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.id, id), isNull(userSessions.revokedAt)));
