import { sharedReads, type ReadsClock } from '../../cache/shared-reads.js';
import type { Database } from '../../db/database.js';
import { findSessionState } from './user-access.repository.js';
import { findSessionLiveness, touchUserSession } from './user-sessions.repository.js';

/**
 * How long one process may trust what it last read of a user's session state. Another server's
 * role change, disable, logout-everywhere or password change bites here within this time, with
 * no messaging between servers (docs/security.md, "Accounts, tokens and mail at rest").
 */
export const SESSION_STATE_MAX_AGE_MS = 1000;

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

export const createSessionGuard = (
  db: Database,
  maxAgeMs = SESSION_STATE_MAX_AGE_MS,
  clock: ReadsClock = performance,
): SessionGuard => {
  // Each check reads the clock (ttlResolution 0): the window ends when it says (a test moves it).
  const states = sharedReads<State>(maxAgeMs, clock);
  const sessions = sharedReads<Liveness>(maxAgeMs, clock);
  const stateOf = (userId: string) => states.get(userId, () => findSessionState(db, userId));
  const sessionOf = (sessionId: string) =>
    sessions.get(sessionId, async () => {
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
      const state = states.settled(userId);
      const session = sessionId === undefined ? undefined : sessions.settled(sessionId);
      if (!state || (sessionId !== undefined && !session)) return undefined;
      return verdict(userId, sessionVersion, sessionId, state.value, session?.value);
    },
    forget: (userId) => states.forget(userId),
    forgetSession: (sessionId) => sessions.forget(sessionId),
  };
};
