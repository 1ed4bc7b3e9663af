import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { apiTokens } from './schema.js';

/** An API token still in force: not revoked, not expired, not removed. */
export const liveApiToken = and(
  eq(apiTokens.isDeleted, false),
  isNull(apiTokens.revokedAt),
  gt(apiTokens.expiresAt, sql`now()`),
)!;

/**
 * Revokes every live API token the user made, personal and company ones, and answers them: a
 * password change or reset ends them with the sessions (docs/rules/api-tokens.md). It lives here,
 * beside the api-tokens module rather than in it, because the accounts layer changes passwords
 * and the api-tokens module depends on the accounts layer.
 */
export const revokeApiTokensMadeBy = (db: Database, userId: string) =>
  db
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(apiTokens.createdBy, userId), liveApiToken))
    .returning({ id: apiTokens.id, name: apiTokens.name, companyId: apiTokens.companyId });
