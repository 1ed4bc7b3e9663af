import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userSessions, users } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { createSessionGuard, SESSION_STATE_MAX_AGE_MS } from './session-guard.js';

/**
 * The guard's fast path (`isCurrentNow`, used by the access hook): it answers only from reads
 * this process has finished, within their window, and never lets in what the last read refused.
 */
const t = useTestApp();
let anon: string;
beforeAll(async () => {
  anon = await t.anonymousToken();
});

/** A guard on the test database whose clock the test moves (it starts past 0: a start of 0 never expires). */
const guardWithClock = () => {
  const clock = { ms: 1_000_000, now: () => clock.ms };
  const guard = createSessionGuard(t.database.db, SESSION_STATE_MAX_AGE_MS, clock);
  return { guard, tick: (ms: number) => (clock.ms += ms) };
};

/** A user logged in with a password: their session version and the session the token names. */
const loggedIn = async () => {
  const user = await buildUser(t);
  const reply = await t.call('auth/login', { email: user.email, password: user.password }, anon);
  const caller = await t.app.tokens.verify(reply.json().user.accessToken);
  if (caller?.kind !== 'user' || !caller.sessionId) throw new Error('no session in the token');
  return { user, sessionVersion: caller.sessionVersion, sessionId: caller.sessionId };
};

const revoke = (sessionId: string) =>
  t.database.db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(eq(userSessions.id, sessionId));

describe('session guard, fast path (docs/security.md)', () => {
  it('knows nothing of a user or session it has not read: the caller awaits isCurrent', async () => {
    const { guard } = guardWithClock();
    const { user, sessionVersion, sessionId } = await loggedIn();
    expect(guard.isCurrentNow(user.id, sessionVersion)).toBeUndefined();
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBeUndefined();
    // Nor while the read is under way.
    const pending = guard.isCurrent(user.id, sessionVersion, sessionId);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBeUndefined();
    expect(await pending).toBe(true);
  });

  it('answers at once after the read settles, for its window only', async () => {
    const { guard, tick } = guardWithClock();
    const { user, sessionVersion, sessionId } = await loggedIn();
    expect(await guard.isCurrent(user.id, sessionVersion, sessionId)).toBe(true);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBe(true);
    // What it read also refuses at once: an older session version, or a token of another user.
    expect(guard.isCurrentNow(user.id, sessionVersion - 1, sessionId)).toBe(false);
    const other: TestUser = await buildUser(t);
    expect(await guard.isCurrent(other.id, 0)).toBe(true);
    expect(guard.isCurrentNow(other.id, 0, sessionId)).toBe(false);

    tick(SESSION_STATE_MAX_AGE_MS);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBe(true);
    tick(1);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBeUndefined();
    expect(guard.isCurrentNow(user.id, sessionVersion)).toBeUndefined();
  });

  it('forgets a user or a session this process changed, at once', async () => {
    const { guard } = guardWithClock();
    const { user, sessionVersion, sessionId } = await loggedIn();
    await guard.isCurrent(user.id, sessionVersion, sessionId);
    guard.forgetSession(sessionId);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBeUndefined();
    // The user's state is still known: a token without a session is answered.
    expect(guard.isCurrentNow(user.id, sessionVersion)).toBe(true);
    guard.forget(user.id);
    expect(guard.isCurrentNow(user.id, sessionVersion)).toBeUndefined();
  });

  it('never lets a revoked session or a disabled account in by the fast path', async () => {
    const { guard, tick } = guardWithClock();
    const { user, sessionVersion, sessionId } = await loggedIn();
    await guard.isCurrent(user.id, sessionVersion, sessionId);
    await revoke(sessionId);
    guard.forgetSession(sessionId);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBeUndefined();
    expect(await guard.isCurrent(user.id, sessionVersion, sessionId)).toBe(false);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBe(false);
    // Read again after its window, it is refused again, never admitted.
    tick(SESSION_STATE_MAX_AGE_MS + 1);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBeUndefined();
    expect(await guard.isCurrent(user.id, sessionVersion, sessionId)).toBe(false);
    expect(guard.isCurrentNow(user.id, sessionVersion, sessionId)).toBe(false);

    // Another server disabled the account: this one refuses from its next read on.
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
    tick(SESSION_STATE_MAX_AGE_MS + 1);
    expect(await guard.isCurrent(user.id, sessionVersion)).toBe(false);
    expect(guard.isCurrentNow(user.id, sessionVersion)).toBe(false);
  });
});
