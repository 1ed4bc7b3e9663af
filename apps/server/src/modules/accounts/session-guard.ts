import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import { findSessionState } from './user-access.repository.js';

/**
 * How long one process may trust what it last read of a user's session state. Another server's
 * role change, disable, logout-everywhere or password change bites here within this time, with
 * no messaging between servers (docs/security.md, "Accounts, tokens and mail at rest").
 */
export const SESSION_STATE_MAX_AGE_MS = 1000;
/** Bounds the memory of a process that sees very many users within one second. */
const MAX_ENTRIES = 50_000;

type State = { sessionVersion: number; usable: boolean } | undefined;

export interface SessionGuard {
  /** True while the user may act with an access token of this session version. */
  isCurrent(userId: string, sessionVersion: number): Promise<boolean>;
  /** Call after this process changed the user's session state, so it bites at once here. */
  forget(userId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionGuard;
  }
}

export const createSessionGuard = (
  db: Database,
  maxAgeMs = SESSION_STATE_MAX_AGE_MS,
): SessionGuard => {
  // The read itself is kept (a promise), so concurrent requests of one user share it.
  const cache = new LRUCache<string, Promise<State>>({ max: MAX_ENTRIES, ttl: maxAgeMs });
  const stateOf = (userId: string): Promise<State> => {
    const cached = cache.get(userId);
    if (cached) return cached;
    const state = findSessionState(db, userId);
    cache.set(userId, state);
    state.catch(() => {
      if (cache.peek(userId) === state) cache.delete(userId);
    });
    return state;
  };
  return {
    isCurrent: async (userId, sessionVersion) => {
      const state = await stateOf(userId);
      return state !== undefined && state.usable && state.sessionVersion === sessionVersion;
    },
    forget: (userId) => {
      cache.delete(userId);
    },
  };
};
