import { CODES } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, companyMembers, invitations, users } from '../../db/schema.js';
import {
  buildCompany,
  buildUser,
  invitedPerson,
  unique,
  type TestUser,
} from '../../test/factories.js';
import { delivered, useAccountsApp } from '../../test/account-test-app.js';

const ctx = useAccountsApp();
const newcomer = { ...invitedPerson, firstName: 'Ada', lastName: 'Lovelace' };

/** A company whose owner invited `email` as `role`: the token read from the mailed link. */
const invited = async (email = `${unique('colleague')}@georisk.test`, role = 'member') => {
  const owner = await buildUser(ctx.t);
  const company = await buildCompany(ctx.t, [{ user: owner, role: 'owner' }]);
  const res = await ctx.t.call('member/invite', { email, role }, owner.token);
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(`An invitation has been sent to ${email}`);
  await delivered(ctx);
  return { owner, company, email, token: ctx.mailbox.invitationTokenFor(email) };
};
const accept = (body: Record<string, unknown>, token?: string) =>
  ctx.t.call('invitation/accept', body, token ?? ctx.anon);
const memberRole = async (userId: string) =>
  (
    await ctx.t.database.db
      .select({ role: companyMembers.role, companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId))
  )[0] ?? null;

describe('member/invite', () => {
  it('mails a single link built from PUBLIC_URL and stores only its digest', async () => {
    const { email, token, company } = await invited();
    const mail = ctx.mailbox.lastTo(email, /invites you/);
    expect(mail.subject).toContain(company.name);
    expect(mail.body).toContain(`http://georisk.test/invite?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('refuses an address that is already a member, and a bad address', async () => {
    const owner = await buildUser(ctx.t);
    await buildCompany(ctx.t, [{ user: owner, role: 'owner' }]);
    const self = await ctx.t.call(
      'member/invite',
      { email: owner.email, role: 'admin' },
      owner.token,
    );
    expect(self.statusCode).toBe(409);
    const bad = await ctx.t.call('member/invite', { email: 'nope', role: 'admin' }, owner.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('invitation/get', () => {
  it('says which company invites which address, and nothing else', async () => {
    const { email, token, company } = await invited(undefined, 'viewer');
    const res = await ctx.t.call('invitation/get', { token }, ctx.anon);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().invitation).sort()).toEqual([
      'company',
      'email',
      'expires_at',
      'role',
    ]);
    expect(res.json().invitation).toMatchObject({ company: company.name, email, role: 'viewer' });
  });

  it('an unknown token is 404 and a malformed one 400, each with a sentence', async () => {
    const unknown = await ctx.t.call('invitation/get', { token: 'a'.repeat(43) }, ctx.anon);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This invitation link is not valid. Please ask for a new invitation',
    );
    const malformed = await ctx.t.call('invitation/get', { token: 'short' }, ctx.anon);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('This invitation link is not valid');
  });
});

describe('invitation/accept', () => {
  it('an unknown address signs up through the link: active at once, a member, can log in', async () => {
    const { email, token, company } = await invited(undefined, 'admin');
    const res = await accept({ token, ...newcomer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Welcome to ${company.name}`,
      company: { company_id: company.id, role: 'admin' },
    });
    const login = await ctx.t.call('auth/login', { email, password: newcomer.password }, ctx.anon);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ name: 'Ada Lovelace', is_customer: true });
    expect(await memberRole(login.json().user.user_id)).toEqual({
      role: 'admin',
      companyId: company.id,
    });
    const events = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, company.id))
      .orderBy(auditEvents.eventId);
    // The newcomer's sign-in is their company's too (docs/rules/audit.md).
    expect(events.map((e) => [e.action, e.actorEmail])).toEqual([
      ['member.invite', expect.any(String)],
      ['member.join', email],
      ['auth.login', email],
    ]);
  });

  it('a visitor must give valid details; nothing is written until they do', async () => {
    const { email, token } = await invited();
    const missing = await accept({ token });
    expect(missing.statusCode).toBe(400);
    const weak = await accept({ token, ...newcomer, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const stored = await ctx.t.database.db.select().from(users).where(eq(users.email, email));
    expect(stored).toEqual([]);
    expect((await accept({ token, ...newcomer })).statusCode).toBe(200);
  });

  it('a used link is gone (410), for a second sign-up and for a logged-in member alike', async () => {
    const { token, email } = await invited();
    expect((await accept({ token, ...newcomer })).statusCode).toBe(200);
    const again = await accept({ token, ...newcomer });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: CODES.gone,
      message: 'This invitation has already been used',
    });
    const login = await ctx.t.call('auth/login', { email, password: newcomer.password }, ctx.anon);
    const reused = await accept({ token }, login.json().user.accessToken);
    expect(reused.statusCode).toBe(410);
    expect((await ctx.t.call('invitation/get', { token }, ctx.anon)).statusCode).toBe(410);
  });

  it('an expired link is gone (410) and joins nobody', async () => {
    const { token, email } = await invited();
    await ctx.t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.email, email));
    const res = await accept({ token, ...newcomer });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This invitation has expired. Please ask for a new invitation');
    expect(await ctx.t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('a known address joins after login; the wrong account gets a clear 403', async () => {
    const colleague: TestUser = await buildUser(ctx.t);
    const { token, company } = await invited(colleague.email, 'viewer');
    const stranger = await buildUser(ctx.t);
    const wrong = await accept({ token }, stranger.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      `This invitation is for ${colleague.email}. Please log in with that account to accept it`,
    );
    expect(await memberRole(stranger.id)).toBeNull();
    const signUp = await accept({ token, ...newcomer });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().message).toBe(
      `An account already exists for ${colleague.email}. Please log in to accept the invitation`,
    );
    const joined = await accept({ token }, colleague.token);
    expect(joined.statusCode).toBe(200);
    expect(await memberRole(colleague.id)).toEqual({ role: 'viewer', companyId: company.id });
  });

  it('someone already in a company cannot join a second one', async () => {
    const colleague = await buildUser(ctx.t);
    const other = await buildCompany(ctx.t, [{ user: colleague, role: 'member' }]);
    const { token } = await invited(colleague.email);
    const res = await accept({ token }, colleague.token);
    expect(res.statusCode).toBe(409);
    expect(await memberRole(colleague.id)).toEqual({ role: 'member', companyId: other.id });
  });

  it('a newer invitation to the same address replaces the older link', async () => {
    const { owner, email, token } = await invited();
    await ctx.t.call('member/invite', { email, role: 'viewer' }, owner.token);
    expect((await ctx.t.call('invitation/get', { token }, ctx.anon)).statusCode).toBe(404);
    const list = await ctx.t.call('member/list', {}, owner.token);
    expect(list.json().invitations).toEqual([expect.objectContaining({ email, role: 'viewer' })]);
  });
});
