import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { liveApiToken } from '../../db/api-token-revocation.js';
import type { Database } from '../../db/database.js';
import { apiTokens, companyMembers, users } from '../../db/schema.js';
import { usableUser } from '../accounts/index.js';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** "Last use" is written at most this often per token, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

/** Not revoked, not expired, not removed. */
const liveToken = liveApiToken;

export const insertApiToken = async (
  db: Database,
  values: Pick<
    typeof apiTokens.$inferInsert,
    'tokenHash' | 'hint' | 'name' | 'companyId' | 'scopes' | 'createdBy' | 'expiresAt'
  >,
): Promise<ApiTokenRow> => {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
};

/** The live tokens a person may see: their personal ones and, when given, a company's. */
const visibleTo = (userId: string, companyId: string | null): SQL =>
  and(
    liveToken,
    or(
      and(isNull(apiTokens.companyId), eq(apiTokens.createdBy, userId)),
      companyId === null ? undefined : eq(apiTokens.companyId, companyId),
    ),
  )!;

export const listApiTokens = async (
  db: Database,
  userId: string,
  companyId: string | null,
  paging: { limit: number; offset: number },
) => {
  const where = visibleTo(userId, companyId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(apiTokens)
      .where(where)
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
};

export const countLiveApiTokens = async (
  db: Database,
  owner: { userId: string; companyId: string | null },
) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(
      and(
        liveToken,
        owner.companyId === null
          ? and(isNull(apiTokens.companyId), eq(apiTokens.createdBy, owner.userId))
          : eq(apiTokens.companyId, owner.companyId),
      ),
    );
  return row?.total ?? 0;
};

export const findLiveApiToken = async (db: Database, id: string) => {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), liveToken))
    .limit(1);
  return row;
};

/** Revokes a live token; false when it is already over. */
export const revokeApiToken = async (db: Database, id: string): Promise<boolean> => {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
};

/**
 * What the access plugin checks on every call with a token (cached < 1 s per process): the live
 * token by its hash, its creator (still active, not disabled) with their roles and session
 * version, and, for a company token, that the creator still belongs to that company.
 */
export const findTokenHolder = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      userId: apiTokens.createdBy,
      companyId: apiTokens.companyId,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      sessionVersion: users.sessionVersion,
      is_admin: users.isAdmin,
      is_partner: users.isPartner,
      is_customer: users.isCustomer,
      stale: sql<boolean>`${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < now() - ${`${TOUCH_EVERY_MS} milliseconds`}::interval`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .leftJoin(companyMembers, eq(companyMembers.userId, apiTokens.createdBy))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        liveToken,
        usableUser,
        or(isNull(apiTokens.companyId), eq(companyMembers.companyId, apiTokens.companyId)),
      ),
    )
    .limit(1);
  return row;
};

/** A call made with the token: its last use, at most once a minute. */
export const touchApiToken = (db: Database, id: string) =>
  db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          sql`${apiTokens.lastUsedAt} < now() - ${`${TOUCH_EVERY_MS} milliseconds`}::interval`,
        ),
      ),
    );
