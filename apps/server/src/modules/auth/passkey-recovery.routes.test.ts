import { MESSAGES, MFA_MESSAGES, PASSKEY_MESSAGES } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { addPasskey, enrolTotp, useLoginScreen } from '../../test/second-factor.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';
import { codeFor } from '../../test/totp-codes.js';

// Docs/rules/second-factor.md: the first factor brings recovery codes whatever its kind, and
// removing a passkey asks who it is again.
const t = useTestApp();
const { login: loginStep, secondStep } = useLoginScreen(t);

const status = async (user: TestUser) =>
  (await t.call('mfa/status', {}, user.token)).json().mfa as {
    recovery_codes_left: number;
    passkeys: number;
  };
const passkeyIds = async (user: TestUser) =>
  (await t.call('passkey/list', {}, user.token))
    .json<{ passkey: { passkey_id: string }[] }>()
    .passkey.map((key) => key.passkey_id);
const recoveryLogin = (mfaToken: string, code: string) =>
  secondStep('auth/mfa', { mfa_token: mfaToken, recovery_code: code });
const remove = (user: TestUser, proof: Record<string, string>, passkeyId?: string) =>
  passkeyIds(user).then((ids) =>
    t.call('passkey/remove', { passkey_id: passkeyId ?? ids[0], ...proof }, user.token),
  );
const audited = async (userId: string, action: string) =>
  t.database.db
    .select({ detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, userId), eq(auditEvents.action, action)));

describe('recovery codes for a passkey-only account', () => {
  it('the first passkey brings ten codes, shown once; a second passkey brings none', async () => {
    const user = await buildUser(t);
    const first = (await addPasskey(t, user, 'Laptop')).reply;
    expect(first.message).toBe(PASSKEY_MESSAGES.registeredWithCodes);
    expect(first.recovery_codes).toHaveLength(10);
    expect(new Set(first.recovery_codes).size).toBe(10);
    expect(first.recovery_codes![0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await status(user)).toMatchObject({ recovery_codes_left: 10, passkeys: 1 });
    const second = (await addPasskey(t, user, 'Phone')).reply;
    expect(second.message).toBe(PASSKEY_MESSAGES.registered);
    expect(second.recovery_codes).toBeUndefined();
    expect((await status(user)).recovery_codes_left).toBe(10);
    const [added] = await audited(user.id, 'auth.passkey_add');
    expect(added?.detail).toMatchObject({ recovery_codes_issued: true });
  });

  it('a lost passkey: a recovery code signs in once, audited', async () => {
    const user = await buildUser(t);
    const codes = (await addPasskey(t, user)).reply.recovery_codes!;
    const step = await loginStep(user);
    expect(step).toMatchObject({ mfa_required: true, mfa_methods: ['passkey'] });
    const done = await recoveryLogin(step.mfa_token, codes[0]!);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ user_id: user.id });
    const again = await recoveryLogin((await loginStep(user)).mfa_token, codes[0]!);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(MFA_MESSAGES.wrongCode);
    expect(await audited(user.id, 'auth.mfa_recovery_used')).toHaveLength(1);
    expect((await status(user)).recovery_codes_left).toBe(9);
  });

  it("an app's codes stay when a passkey is added, and stay for the passkey when the app goes", async () => {
    const user = await buildUser(t);
    const { secret, codes } = await enrolTotp(t, user);
    expect((await addPasskey(t, user)).reply.recovery_codes).toBeUndefined();
    // The enrolment spent this time step's code: the next step's is the app's next one.
    const off = await t.call('mfa/totpDisable', { code: codeFor(secret, 1) }, user.token);
    expect(off.statusCode).toBe(200);
    expect(await status(user)).toMatchObject({ recovery_codes_left: 10, passkeys: 1 });
    const done = await recoveryLogin((await loginStep(user)).mfa_token, codes[1]!);
    expect(done.statusCode).toBe(200);
  });

  it('the last factor removed takes the codes with it; the next first factor brings new ones', async () => {
    const user = await buildUser(t);
    const old = (await addPasskey(t, user)).reply.recovery_codes!;
    expect((await remove(user, { currentPassword: user.password })).statusCode).toBe(200);
    expect((await status(user)).recovery_codes_left).toBe(0);
    expect((await loginStep(user)).user).toMatchObject({ user_id: user.id });
    const fresh = (await addPasskey(t, user)).reply.recovery_codes!;
    expect(fresh).toHaveLength(10);
    const step = await loginStep(user);
    expect((await recoveryLogin(step.mfa_token, old[0]!)).statusCode).toBe(403);
  });
});

describe('removing a passkey asks who it is again', () => {
  it('refuses without a proof, with a wrong password or a wrong code, and keeps the passkey', async () => {
    const user = await buildUser(t);
    await addPasskey(t, user);
    const none = await remove(user, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PASSKEY_MESSAGES.recheck);
    const two = await remove(user, {
      currentPassword: user.password,
      recovery_code: 'abcde-fghjk',
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(PASSKEY_MESSAGES.recheck);
    const wrong = await remove(user, { currentPassword: 'Not-the-password#1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordWrong);
    const badCode = await remove(user, { recovery_code: 'abcde-fghjk' });
    expect(badCode.statusCode).toBe(403);
    expect(badCode.json().message).toBe(MFA_MESSAGES.wrongCode);
    const noApp = await remove(user, { code: '123456' });
    expect(noApp.statusCode).toBe(403);
    expect(await passkeyIds(user)).toHaveLength(1);
    expect(await audited(user.id, 'auth.passkey_remove')).toEqual([]);
    expect((await audited(user.id, 'auth.mfa_failed')).map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ purpose: 'passkey_remove' }),
    );
  });

  it('removes with the current password, a recovery code, or a code from the app', async () => {
    const user = await buildUser(t);
    const codes = (await addPasskey(t, user, 'One')).reply.recovery_codes!;
    await addPasskey(t, user, 'Two');
    const { secret } = await enrolTotp(t, user);
    await addPasskey(t, user, 'Three');
    const byPassword = await remove(user, { currentPassword: user.password });
    expect(byPassword.json()).toMatchObject({ success: true, message: PASSKEY_MESSAGES.removed });
    const byApp = await remove(user, { code: codeFor(secret, 1) });
    expect(byApp.statusCode).toBe(200);
    expect(await passkeyIds(user)).toHaveLength(1);
    // The app's enrolment replaced the passkey's codes: the older ones no longer count.
    expect((await remove(user, { recovery_code: codes[0]! })).statusCode).toBe(403);
    expect(await audited(user.id, 'auth.passkey_remove')).toHaveLength(2);
  });

  it('a recovery code proves it once', async () => {
    const user = await buildUser(t);
    const codes = (await addPasskey(t, user, 'One')).reply.recovery_codes!;
    await addPasskey(t, user, 'Two');
    await addPasskey(t, user, 'Three');
    expect((await remove(user, { recovery_code: codes[2]! })).statusCode).toBe(200);
    expect((await remove(user, { recovery_code: codes[2]! })).statusCode).toBe(403);
    expect(await passkeyIds(user)).toHaveLength(2);
    expect((await status(user)).recovery_codes_left).toBe(9);
  });
});
