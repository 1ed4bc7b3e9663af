import { CREDIT_TEXTS, VOUCHER_ALPHABET, type Voucher } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, vouchers } from '../../db/schema.js';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { balanceOf } from './credits.test-helpers.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Vouchers (docs/rules/credits.md, "Vouchers"): issue, redeem once per account, uses, expiry, guessing. */
describe('vouchers', () => {
  const t = useTestApp({ welcomeCredits: 3 });
  let admin: TestUser;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
  });

  const issue = async (body: Record<string, unknown>) => {
    const reply = await t.call('voucher/insert', body, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ voucher: Voucher }>().voucher;
  };
  const redeem = (user: TestUser, code: string, extra: Record<string, unknown> = {}) =>
    t.call('voucher/redeem', { code, ...extra }, user.token);

  it('issues a 12-character code of the unambiguous alphabet in groups of four, kept only hashed', async () => {
    const voucher = await issue({ credits: 5, expires_at: inDays(7), note: 'Launch' });
    expect(voucher.code).toMatch(
      new RegExp(`^([${VOUCHER_ALPHABET}]{4}-){2}[${VOUCHER_ALPHABET}]{4}$`),
    );
    expect(voucher).toMatchObject({ credits: 5, max_uses: 1, uses: 0, note: 'Launch' });
    const [row] = await t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucher.voucher_id));
    expect(JSON.stringify(row)).not.toContain(voucher.code!.replace(/-/g, ''));
    const listed = (await t.call('voucher/list', {}, admin.token)).json();
    expect(listed.voucher[0]).not.toHaveProperty('code');
    expect(listed.voucher[0].code_hint).toBe(voucher.code!.slice(-4));
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = (await t.call('voucher/list', {}, admin.token)).json().total;
    for (const [body, message] of [
      [{ credits: 0, expires_at: inDays(1) }, CREDIT_TEXTS.invalidCredits],
      [{ credits: 2.5, expires_at: inDays(1) }, CREDIT_TEXTS.invalidCredits],
      [{ credits: 2, max_uses: 0, expires_at: inDays(1) }, CREDIT_TEXTS.invalidUses],
      [{ credits: 2, expires_at: 'tomorrow' }, CREDIT_TEXTS.invalidExpiry],
      [{ credits: 2, expires_at: inDays(-1) }, CREDIT_TEXTS.invalidExpiry],
    ] as const) {
      const reply = await t.call('voucher/insert', body, admin.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    expect((await t.call('voucher/list', {}, admin.token)).json().total).toBe(before);
    const customer = await buildUser(t);
    const bad = await redeem(customer, 'not a code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CREDIT_TEXTS.invalidCode);
  });

  it('redeems once per person, in any spelling, within its uses; audited', async () => {
    const voucher = await issue({ credits: 4, max_uses: 2, expires_at: inDays(7) });
    const [first, second, third] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    const ok = await redeem(first, voucher.code!.toLowerCase().replace(/-/g, ' '));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Voucher redeemed: 4 credits added',
      credits: { account: 'personal', balance: 7 },
    });
    const again = await redeem(first, voucher.code!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This voucher has already been redeemed for this account');
    expect((await redeem(second, voucher.code!)).statusCode).toBe(200);
    const usedUp = await redeem(third, voucher.code!);
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.json().message).toBe('This voucher has been used up');
    expect(await balanceOf(t, third)).toBe(3);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'voucher.redeem'));
    expect(audited.filter((e) => e.targetId === voucher.voucher_id)).toHaveLength(2);
  });

  it('refuses an unknown or expired code', async () => {
    const customer = await buildUser(t);
    const unknown = await redeem(customer, 'ABCD-EFGH-JKMN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This voucher code is not valid. Please check it and try again',
    );
    const voucher = await issue({ credits: 4, expires_at: inDays(1) });
    await t.database.db
      .update(vouchers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(vouchers.id, voucher.voucher_id));
    const expired = await redeem(customer, voucher.code!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This voucher has expired');
    expect(await balanceOf(t, customer)).toBe(3);
  });

  it('redeems for the company by its owners and admins, once per company', async () => {
    const [owner, admin2, member] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: admin2, role: 'admin' },
      { user: member, role: 'member' },
    ]);
    const voucher = await issue({ credits: 6, max_uses: 5, expires_at: inDays(7) });
    const forCompany = await redeem(owner, voucher.code!);
    expect(forCompany.json()).toMatchObject({ credits: { account: 'company', balance: 9 } });
    expect((await redeem(admin2, voucher.code!)).statusCode).toBe(409);
    const byMember = await redeem(member, voucher.code!, { account: 'company' });
    expect(byMember.statusCode).toBe(403);
    // A member redeems for themselves.
    expect((await redeem(member, voucher.code!)).json()).toMatchObject({
      credits: { account: 'personal', balance: 9 },
    });
    expect(await balanceOf(t, member)).toBe(9);
  });

  it('limits guessing per account (429) and leaves the balance alone', async () => {
    const guesser = await buildUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await redeem(guesser, 'ZZZZ-ZZZZ-ZZZZ')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await balanceOf(t, guesser)).toBe(3);
  });

  it('is for admins to issue and list', async () => {
    const customer = await buildUser(t);
    expect(
      (await t.call('voucher/insert', { credits: 1, expires_at: inDays(1) }, customer.token))
        .statusCode,
    ).toBe(403);
    expect((await t.call('voucher/list', {}, customer.token)).statusCode).toBe(403);
  });
});
