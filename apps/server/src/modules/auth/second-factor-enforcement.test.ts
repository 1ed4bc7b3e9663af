import { MFA_MESSAGES } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { buildCompany, buildUser, buildPeople } from '../../test/factories.js';
import { useLoginScreen } from '../../test/second-factor.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';
import { codeFor } from '../../test/totp-codes.js';

// REQUIRE_2FA_STAFF as in production (the default).
const t = useTestApp({ requireStaffMfa: true });
const { visitor, login, secondStep } = useLoginScreen(t);

/** The login screen's enrolment: QR and key from auth/mfaEnrol, then the first code. */
const enrolAtLogin = async (mfaToken: string) => {
  const started = await t.call('auth/mfaEnrol', { mfa_token: mfaToken }, visitor.token);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json().enrolment;
  const done = await secondStep('auth/mfa', { mfa_token: mfaToken, code: codeFor(secret) });
  expect(done.statusCode).toBe(200);
  return { secret: secret as string, reply: done.json() };
};

describe('REQUIRE_2FA_STAFF', () => {
  it('walks an admin and a partner without a factor through enrolment before any token', async () => {
    for (const role of ['admin', 'partner'] as const) {
      const staff = await buildUser(t, { role });
      const first = await login(staff);
      expect(first).toMatchObject({
        mfa_enrol_required: true,
        message: MFA_MESSAGES.enrolRequired,
      });
      expect(first.user).toBeUndefined();
      // The enrolment token is not a login token: a code alone does not pass.
      const early = await secondStep('auth/mfa', {
        mfa_token: first.mfa_token,
        recovery_code: 'abcde-fghjk',
      });
      expect(early.statusCode).toBe(400);
      const { secret, reply } = await enrolAtLogin(first.mfa_token);
      expect(reply.user).toMatchObject({ user_id: staff.id });
      expect(reply.recovery_codes).toHaveLength(10);

      const next = await login(staff);
      expect(next.mfa_required).toBe(true);
      const done = await secondStep('auth/mfa', {
        mfa_token: next.mfa_token,
        code: codeFor(secret, 1),
      });
      expect(done.statusCode).toBe(200);
      // Staff cannot turn the factor off.
      const off = await t.call(
        'mfa/totpDisable',
        { recovery_code: reply.recovery_codes[0] },
        reply.user.accessToken,
      );
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe(MFA_MESSAGES.staffMustKeep);
      const status = await t.call('mfa/status', {}, reply.user.accessToken);
      expect(status.json().mfa).toMatchObject({ totp: true, required: true });
    }
  });

  it('leaves a customer without a factor on a password', async () => {
    const customer = await buildUser(t);
    expect((await login(customer)).user).toMatchObject({ user_id: customer.id });
  });
});

describe('company/requireMfa', () => {
  it("makes the company's members enrol at their next login; owners and admins only, audited", async () => {
    const { owner, member, viewer, outsider } = await buildPeople(t, [
      'owner',
      'member',
      'viewer',
      'outsider',
    ]);
    const company = await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: member, role: 'member' },
      { user: viewer, role: 'viewer' },
    ]);
    const body = { company_id: company.id, required: true };
    expect((await t.call('company/requireMfa', body, member.token)).statusCode).toBe(403);
    expect((await t.call('company/requireMfa', body, outsider.token)).statusCode).toBe(403);
    expect((await login(member)).user).toBeDefined();

    const set = await t.call('company/requireMfa', body, owner.token);
    expect(set.json()).toMatchObject({ company: { company_id: company.id, require_mfa: true } });
    const first = await login(member);
    expect(first.mfa_enrol_required).toBe(true);
    const { reply } = await enrolAtLogin(first.mfa_token);
    expect(reply.user.user_id).toBe(member.id);
    expect((await login(viewer)).mfa_enrol_required).toBe(true);
    expect((await login(outsider)).user).toBeDefined();

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, company.id));
    expect(audit.map((row) => row.action)).toContain('company.require_mfa');

    await t.call('company/requireMfa', { ...body, required: false }, owner.token);
    expect((await login(viewer)).user).toBeDefined();
    const bad = await t.call('company/requireMfa', { company_id: company.id }, owner.token);
    expect(bad.statusCode).toBe(400);
  });
});
