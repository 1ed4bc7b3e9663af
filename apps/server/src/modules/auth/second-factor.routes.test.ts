import { CODES, MFA_MESSAGES } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, totpFactors } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { enrolTotp, useLoginScreen } from '../../test/second-factor.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';
import { codeFor } from '../../test/totp-codes.js';

const t = useTestApp();
const { visitor, login, secondStep } = useLoginScreen(t);
const enrol = (user: TestUser) => enrolTotp(t, user);

const actions = async (userId: string) =>
  (
    await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, userId))
  ).map((row) => row.action);

describe('TOTP enrolment on the profile', () => {
  it('keeps the secret sealed and ten recovery codes hashed; status says so', async () => {
    const user = await buildUser(t);
    const { secret, codes } = await enrol(user);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const [factor] = await t.database.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id));
    expect(factor?.secretSealed).not.toContain(secret);
    expect(factor?.secretSealed).toMatch(/^gcm1\./);
    const stored = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]!.replace('-', ''));
    const status = await t.call('mfa/status', {}, user.token);
    expect(status.json().mfa).toEqual({
      totp: true,
      recovery_codes_left: 10,
      passkeys: 0,
      required: false,
    });
    expect(await actions(user.id)).toContain('auth.mfa_enrol');
    // A second enrolment does not overwrite a confirmed factor.
    expect((await t.call('mfa/totpStart', {}, user.token)).statusCode).toBe(409);
  });

  it('refuses a wrong confirmation code and bad input, leaving no factor', async () => {
    const user = await buildUser(t);
    const { secret } = (await t.call('mfa/totpStart', {}, user.token)).json().enrolment;
    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.call('mfa/totpConfirm', { code: wrong }, user.token);
    // A refusal of the code, not of the caller's token (401 would read as a session that ended).
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: CODES.mfaCodeWrong,
      message: MFA_MESSAGES.wrongCode,
    });
    const bad = await t.call('mfa/totpConfirm', { code: '12ab' }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MFA_MESSAGES.invalidCode);
    expect((await t.call('mfa/status', {}, user.token)).json().mfa.totp).toBe(false);
    expect((await login(user)).user).toBeDefined();
  });
});

describe('login with a factor', () => {
  it('asks for the code first, without tokens; auth/mfa gives them', async () => {
    const user = await buildUser(t);
    const { secret } = await enrol(user);
    const first = await login(user);
    expect(first).toMatchObject({ success: true, mfa_required: true });
    expect(first.user).toBeUndefined();
    expect(typeof first.mfa_token).toBe('string');
    // The mfa_token is no access token.
    expect((await t.call('mfa/status', {}, first.mfa_token)).statusCode).toBe(401);

    // The code confirming the enrolment was this step's: the next step's code logs in.
    const done = await secondStep('auth/mfa', {
      mfa_token: first.mfa_token,
      code: codeFor(secret, 1),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ user_id: user.id });
    expect((await t.call('session/list', {}, done.json().user.accessToken)).statusCode).toBe(200);
    expect(await actions(user.id)).toContain('auth.mfa');
  });

  it('never accepts one code twice (a replay in the same step)', async () => {
    const user = await buildUser(t);
    const { secret } = await enrol(user);
    const code = codeFor(secret, 1);
    const a = (await login(user)).mfa_token;
    const b = (await login(user)).mfa_token;
    const replies = await Promise.all([
      secondStep('auth/mfa', { mfa_token: a, code }),
      secondStep('auth/mfa', { mfa_token: b, code }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403]);
    const again = await secondStep('auth/mfa', { mfa_token: a, code });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(MFA_MESSAGES.wrongCode);
    // An older step's code is refused too, once a later one was accepted.
    expect((await secondStep('auth/mfa', { mfa_token: a, code: codeFor(secret) })).statusCode).toBe(
      403,
    );
    expect(await actions(user.id)).toContain('auth.mfa_failed');
  });

  it('takes each recovery code once, and counts them down', async () => {
    const user = await buildUser(t);
    const { codes } = await enrol(user);
    const token = (await login(user)).mfa_token;
    const used = await secondStep('auth/mfa', {
      mfa_token: token,
      recovery_code: codes[3]!.toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    const again = await secondStep('auth/mfa', { mfa_token: token, recovery_code: codes[3] });
    expect(again.statusCode).toBe(403);
    const status = await t.call('mfa/status', {}, used.json().user.accessToken);
    expect(status.json().mfa.recovery_codes_left).toBe(9);
    expect(await actions(user.id)).toContain('auth.mfa_recovery_used');
  });

  it('refuses a forged, wrong-purpose or voided mfa_token, and both or neither proof', async () => {
    const user = await buildUser(t);
    const { secret } = await enrol(user);
    const token = (await login(user)).mfa_token as string;
    const forged = await t.call(
      'auth/mfa',
      { mfa_token: `${token}x`, code: codeFor(secret, 1) },
      visitor.token,
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: CODES.mfaStepExpired,
      message: MFA_MESSAGES.tokenOver,
    });
    // An access token is not an mfa_token.
    const access = await secondStep('auth/mfa', {
      mfa_token: user.token,
      code: codeFor(secret, 1),
    });
    expect(access.statusCode).toBe(401);
    const both = await secondStep('auth/mfa', {
      mfa_token: token,
      code: '123456',
      recovery_code: 'abcde-fghjk',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(MFA_MESSAGES.codeRequired);
    expect((await secondStep('auth/mfa', { mfa_token: token })).statusCode).toBe(400);
    // The enrolment step is not reachable with a login token.
    expect((await t.call('auth/mfaEnrol', { mfa_token: token }, visitor.token)).statusCode).toBe(
      401,
    );
    // Logout everywhere raises the session version: the pending step is void.
    await t.call('auth/logout', { all: true }, user.token);
    const voided = await secondStep('auth/mfa', { mfa_token: token, code: codeFor(secret, 1) });
    expect(voided.statusCode).toBe(401);
    expect(voided.json()).toMatchObject({
      code: CODES.mfaStepExpired,
      message: MFA_MESSAGES.tokenOver,
    });
  });

  it('counts each wrong code once against the limit per account, then answers 429', async () => {
    const user = await buildUser(t);
    await enrol(user);
    const token = (await login(user)).mfa_token;
    const codes: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      codes.push((await secondStep('auth/mfa', { mfa_token: token, code: '000000' })).json().code);
    }
    // Ten tries in 15 minutes (modules/accounts/rate-limits.ts): the enrolment's code was one,
    // so nine wrong codes are refused as wrong and the tenth try is refused as too many.
    expect(codes).toEqual([...Array<string>(9).fill(CODES.mfaCodeWrong), CODES.rateLimited]);
    expect((await actions(user.id)).filter((action) => action === 'auth.mfa_failed')).toHaveLength(
      9,
    );
    const limited = await secondStep('auth/mfa', { mfa_token: token, code: '000000' });
    expect(limited.json().code).toBe(CODES.rateLimited);
  });
});

describe('turning the factor off', () => {
  it('takes a current code, and signs in with a password alone afterwards', async () => {
    const user = await buildUser(t);
    const { secret, codes } = await enrol(user);
    const wrong = await t.call('mfa/totpDisable', { recovery_code: 'aaaaa-aaaaa' }, user.token);
    expect(wrong.statusCode).toBe(403);
    const off = await t.call('mfa/totpDisable', { recovery_code: codes[0] }, user.token);
    expect(off.statusCode).toBe(200);
    expect((await t.call('mfa/status', {}, user.token)).json().mfa).toMatchObject({ totp: false });
    expect((await login(user)).user).toBeDefined();
    expect(await actions(user.id)).toContain('auth.mfa_disable');
    const left = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id)));
    expect(left).toEqual([]);
    expect(secret).toBeTruthy();
  });
});
