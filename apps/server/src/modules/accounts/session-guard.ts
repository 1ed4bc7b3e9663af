import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import { findSessionState } from './user-access.repository.js';
import { findSessionLiveness, touchUserSession } from './user-sessions.repository.js';

/**
 * How long one process may trust what it last read of a user's session state. Another server's
 * role change, disable, logout-everywhere or password change bites here within this time, with
 * no messaging between servers (docs/security.md, "Accounts, tokens and mail at rest").
 */
export const SESSION_STATE_MAX_AGE_MS = 1000;
/** Bounds the memory of a process that sees very many users within one second. */
const MAX_ENTRIES = 50_000;

type State = { sessionVersion: number; usable: boolean } | undefined;
type Liveness = Awaited<ReturnType<typeof findSessionLiveness>>;

export interface SessionGuard {
  /**
   * True while the user may act with an access token of this session version and, when the token
   * names its session (`sid`), while that session is not revoked (docs/rules/accounts.md).
   */
  isCurrent(userId: string, sessionVersion: number, sessionId?: string): Promise<boolean>;
  /**
   * The same answer at once when this process read both within SESSION_STATE_MAX_AGE_MS (the
   * common case: a user's requests come in runs), else undefined and the caller awaits isCurrent.
   */
  isCurrentNow(userId: string, sessionVersion: number, sessionId?: string): boolean | undefined;
  /** Call after this process changed the user's session state, so it bites at once here. */
  forget(userId: string): void;
  /** Likewise after this process revoked one session. */
  forgetSession(sessionId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionGuard;
  }
}

/** The clock that times the entries (`performance`; a test passes its own). */
export interface GuardClock {
  now(): number;
}

export const createSessionGuard = (
  db: Database,
  maxAgeMs = SESSION_STATE_MAX_AGE_MS,
  clock: GuardClock = performance,
): SessionGuard => {
  // The read itself is kept (a promise), so concurrent requests of one user share it, and its
  // value once it has come, so later requests can be answered without waiting. Each check reads
  // the clock (ttlResolution 0): no timer per millisecond, and the window ends when it says.
  type Entry<T> = { read: Promise<T>; settled: boolean; value?: T };
  const timing = { max: MAX_ENTRIES, ttl: maxAgeMs, perf: clock, ttlResolution: 0 };
  const states = new LRUCache<string, Entry<State>>(timing);
  const sessions = new LRUCache<string, Entry<Liveness>>(timing);
  const cached = <T>(store: LRUCache<string, Entry<T>>, key: string, read: () => Promise<T>) => {
    const hit = store.get(key);
    if (hit) return hit.read;
    const entry: Entry<T> = { read: read(), settled: false };
    store.set(key, entry);
    entry.read.then(
      (value) => Object.assign(entry, { settled: true, value }),
      () => {
        if (store.peek(key) === entry) store.delete(key);
      },
    );
    return entry.read;
  };
  const stateOf = (userId: string) => cached(states, userId, () => findSessionState(db, userId));
  const sessionOf = (sessionId: string) =>
    cached(sessions, sessionId, async () => {
      const liveness = await findSessionLiveness(db, sessionId);
      // Last use, at most once a minute per session and never awaited by the request.
      if (liveness?.live && liveness.stale) void touchUserSession(db, sessionId).catch(() => {});
      return liveness;
    });
  const verdict = (
    userId: string,
    sessionVersion: number,
    sessionId: string | undefined,
    state: State,
    session: Liveness | undefined,
  ) => {
    if (sessionId !== undefined && !(session?.live && session.userId === userId)) return false;
    return state !== undefined && state.usable && state.sessionVersion === sessionVersion;
  };
  return {
    isCurrent: async (userId, sessionVersion, sessionId) => {
      const [state, session] = await Promise.all([
        stateOf(userId),
        sessionId === undefined ? undefined : sessionOf(sessionId),
      ]);
      return verdict(userId, sessionVersion, sessionId, state, session);
    },
    isCurrentNow: (userId, sessionVersion, sessionId) => {
      const state = states.get(userId);
      const session = sessionId === undefined ? undefined : sessions.get(sessionId);
      if (!state?.settled || (sessionId !== undefined && !session?.settled)) return undefined;
      return verdict(userId, sessionVersion, sessionId, state.value, session?.value);
    },
    forget: (userId) => {
      states.delete(userId);
    },
    forgetSession: (sessionId) => {
      sessions.delete(sessionId);
    },
  };
};
