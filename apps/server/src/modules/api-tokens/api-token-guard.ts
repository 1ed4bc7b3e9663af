import { sharedReads } from '../../cache/shared-reads.js';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { SESSION_STATE_MAX_AGE_MS, sha256 } from '../accounts/index.js';
import { findTokenHolder, touchApiToken } from './api-tokens.repository.js';

/** Bounds the token ids remembered for `forget`. */
const MAX_ENTRIES = 50_000;

type Holder = Awaited<ReturnType<typeof findTokenHolder>>;

export interface ApiTokenGuard {
  /**
   * The caller an API token acts as, with its scopes, or null for an unknown, expired or revoked
   * token, or one whose creator can no longer act (docs/rules/api-tokens.md).
   */
  callerOf(token: string): Promise<UserCaller | null>;
  /** Call after this process revoked a token, so it bites at once here. */
  forget(tokenId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiTokens: ApiTokenGuard;
  }
}

/**
 * The session guard's rule for API tokens: one process trusts what it last read of a token for
 * at most SESSION_STATE_MAX_AGE_MS, so a revocation on any server bites everywhere within 1 s,
 * with no messaging between servers. Keyed by the secret's hash: the secret itself is never kept.
 */
export const createApiTokenGuard = (
  db: Database,
  maxAgeMs = SESSION_STATE_MAX_AGE_MS,
): ApiTokenGuard => {
  const holders = sharedReads<Holder>(maxAgeMs);
  const idToHash = new Map<string, string>();
  const holderOf = (hash: string) =>
    holders.get(hash, async () => {
      const holder = await findTokenHolder(db, hash);
      // Last use, at most once a minute per token and never awaited by the request.
      if (holder?.stale) void touchApiToken(db, holder.tokenId).catch(() => {});
      return holder;
    });
  return {
    callerOf: async (token) => {
      const hash = sha256(token);
      const holder = await holderOf(hash);
      if (!holder || holder.expiresAt.getTime() <= Date.now()) return null;
      if (idToHash.size > MAX_ENTRIES) idToHash.clear();
      idToHash.set(holder.tokenId, hash);
      return {
        kind: 'user',
        userId: holder.userId,
        sessionVersion: holder.sessionVersion,
        is_admin: holder.is_admin,
        is_partner: holder.is_partner,
        is_customer: holder.is_customer,
        apiToken: { id: holder.tokenId, scopes: holder.scopes, companyId: holder.companyId },
      };
    },
    forget: (tokenId) => {
      const hash = idToHash.get(tokenId);
      if (hash) holders.forget(hash);
    },
  };
};
