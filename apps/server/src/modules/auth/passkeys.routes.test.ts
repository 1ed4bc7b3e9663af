import { CODES, MFA_MESSAGES, PASSKEY_MESSAGES } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, passkeyChallenges, passkeys } from '../../db/schema.js';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { createSoftAuthenticator } from '../../test/soft-authenticator.js';
import {
  addPasskey as addPasskeyTo,
  PASSKEY_ORIGIN,
  useLoginScreen,
} from '../../test/second-factor.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

const ORIGIN = PASSKEY_ORIGIN;
const t = useTestApp();
const { visitor, login, secondStep } = useLoginScreen(t);

const addPasskey = async (user: TestUser, name?: string) =>
  (await addPasskeyTo(t, user, name)).authenticator;

/** The login's passkey step: the challenge for the mfa_token, signed by the authenticator. */
const passkeyChallenge = async (mfaToken: string) => {
  const started = await t.call('auth/passkeyStart', { mfa_token: mfaToken }, visitor.token);
  expect(started.statusCode).toBe(200);
  return started.json().options as { challenge: string; allowCredentials: { id: string }[] };
};

const actions = async (userId: string) =>
  (
    await t.database.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, userId))
  ).map(
    (row) =>
      `${row.action}${JSON.stringify(row.detail ?? {}).includes('passkey') ? ':passkey' : ''}`,
  );

describe('passkeys on the profile', () => {
  it('adds a named passkey checked by the library, lists it and counts it in the status', async () => {
    const user = await buildUser(t);
    const authenticator = await addPasskey(user);
    const list = await t.call('passkey/list', {}, user.token);
    expect(list.json()).toMatchObject({
      total: 1,
      passkey: [{ name: 'Work laptop', last_used_at: null }],
    });
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row?.credentialId).toBe(authenticator.credentialId);
    const status = await t.call('mfa/status', {}, user.token);
    expect(status.json().mfa).toMatchObject({ totp: false, passkeys: 1 });
    expect(await actions(user.id)).toContain('auth.passkey_add');
    // The challenge was used: the same answer again finds none.
    const again = await t.call('passkey/registerStart', {}, user.token);
    const other = createSoftAuthenticator(ORIGIN);
    const first = other.create(again.json().options);
    expect(
      (await t.call('passkey/register', { name: 'A', response: first }, user.token)).statusCode,
    ).toBe(200);
    const replay = await t.call('passkey/register', { name: 'B', response: first }, user.token);
    expect(replay.json()).toMatchObject({ success: false, message: PASSKEY_MESSAGES.noChallenge });
  });

  it('refuses an answer for another origin or challenge, and bad input, writing nothing', async () => {
    const user = await buildUser(t);
    const authenticator = createSoftAuthenticator(ORIGIN);
    const started = (await t.call('passkey/registerStart', {}, user.token)).json();
    const elsewhere = authenticator.create(started.options, { at: 'http://evil.test' });
    const refused = await t.call(
      'passkey/register',
      { name: 'X', response: elsewhere },
      user.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PASSKEY_MESSAGES.refused);
    await t.call('passkey/registerStart', {}, user.token);
    const wrongChallenge = authenticator.create({ challenge: 'AAAA', rp: {} });
    const wrong = await t.call(
      'passkey/register',
      { name: 'X', response: wrongChallenge },
      user.token,
    );
    expect(wrong.json().message).toBe(PASSKEY_MESSAGES.refused);
    for (const body of [
      { name: '', response: wrongChallenge },
      { name: 'X' },
      { name: 'X', response: { ...wrongChallenge, type: 'password' } },
      { name: 'X', response: { ...wrongChallenge, response: { clientDataJSON: '<script>' } } },
    ]) {
      const bad = await t.call('passkey/register', body, user.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual(
      [],
    );
  });

  it("removes the caller's own passkey only, and not the last factor where one is required", async () => {
    const [owner, member, stranger] = [await buildUser(t), await buildUser(t), await buildUser(t)];
    await addPasskey(member);
    const [key] = (await t.call('passkey/list', {}, member.token)).json().passkey;
    const remove = (who: TestUser) =>
      t.call(
        'passkey/remove',
        { passkey_id: key.passkey_id, currentPassword: who.password },
        who.token,
      );
    const theirs = await remove(stranger);
    expect(theirs.statusCode).toBe(404);
    const company = await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: member, role: 'member' },
    ]);
    await t.call('company/requireMfa', { company_id: company.id, required: true }, owner.token);
    const last = await remove(member);
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(PASSKEY_MESSAGES.mustKeep);
    await t.call('company/requireMfa', { company_id: company.id, required: false }, owner.token);
    const removed = await remove(member);
    expect(removed.json()).toMatchObject({ success: true, message: PASSKEY_MESSAGES.removed });
    expect((await t.call('passkey/list', {}, member.token)).json().total).toBe(0);
    expect(await actions(member.id)).toContain('auth.passkey_remove');
  });
});

describe("the login's passkey step", () => {
  it('signs in with the passkey: single-use challenge, counter moved on, audited', async () => {
    const user = await buildUser(t);
    const authenticator = await addPasskey(user);
    const first = await login(user);
    expect(first).toMatchObject({ mfa_required: true, mfa_methods: ['passkey'] });
    expect(first.user).toBeUndefined();
    const options = await passkeyChallenge(first.mfa_token);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([authenticator.credentialId]);
    const answer = authenticator.get(options);
    const done = await secondStep('auth/passkey', { mfa_token: first.mfa_token, response: answer });
    expect(done.json()).toMatchObject({
      message: MFA_MESSAGES.loggedIn,
      user: { user_id: user.id },
    });
    expect(done.json().user.accessToken).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();

    // The same answer again: its challenge is gone.
    const replay = await secondStep('auth/passkey', {
      mfa_token: first.mfa_token,
      response: answer,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: CODES.mfaStepExpired,
      message: PASSKEY_MESSAGES.noChallenge,
    });

    // A cloned authenticator whose counter did not move on is refused.
    const next = await login(user);
    authenticator.counter = 0;
    const cloned = authenticator.get(await passkeyChallenge(next.mfa_token));
    const refused = await secondStep('auth/passkey', {
      mfa_token: next.mfa_token,
      response: cloned,
    });
    // Not GR401, which a client reads as its own token refused, renews and sends again.
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: CODES.mfaCodeWrong,
      message: PASSKEY_MESSAGES.refused,
    });
    expect(await actions(user.id)).toEqual(
      expect.arrayContaining(['auth.mfa:passkey', 'auth.mfa_failed:passkey']),
    );
  });

  it('refuses an expired challenge, another origin, and a token that is not a login step', async () => {
    const user = await buildUser(t);
    const authenticator = await addPasskey(user);
    const step = await login(user);
    const options = await passkeyChallenge(step.mfa_token);
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.userId, user.id));
    const late = await secondStep('auth/passkey', {
      mfa_token: step.mfa_token,
      response: authenticator.get(options),
    });
    expect(late.json().message).toBe(PASSKEY_MESSAGES.noChallenge);
    const fresh = await passkeyChallenge(step.mfa_token);
    const elsewhere = authenticator.get(fresh, { at: 'http://evil.test' });
    const refused = await secondStep('auth/passkey', {
      mfa_token: step.mfa_token,
      response: elsewhere,
    });
    expect(refused.json().message).toBe(PASSKEY_MESSAGES.refused);
    const forged = await t.call('auth/passkeyStart', { mfa_token: 'not-a-token' }, visitor.token);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: CODES.mfaStepExpired,
      message: MFA_MESSAGES.tokenOver,
    });
    // An account without passkeys gets no challenge.
    const plain = await buildUser(t);
    expect((await login(plain)).mfa_token).toBeUndefined();
  });

  it('limits passkey tries per account with 429, like codes', async () => {
    const user = await buildUser(t);
    const authenticator = await addPasskey(user);
    const step = await login(user);
    const bogus = authenticator.get({ challenge: 'AAAA' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const reply = await secondStep('auth/passkey', {
        mfa_token: step.mfa_token,
        response: bogus,
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
