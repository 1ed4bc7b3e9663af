import { CREDIT_TEXTS } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidents, ledgerEntries } from '../../db/schema.js';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { answer } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';
import { balanceOf, file, ledgerTotals, pricedQueryType } from './credits.test-helpers.js';

/**
 * Prices, the 402, welcome credits, refunds and the ledger's invariants (docs/rules/credits.md),
 * with WELCOME_CREDITS at 5.
 */
describe('credits: prices, charges and refunds', () => {
  const t = useTestApp({ welcomeCredits: 5 });
  let partner: TestUser;

  beforeAll(async () => {
    partner = await buildUser(t, { role: 'partner' });
  });

  const requestCount = async (userId: string) =>
    (await t.database.db.select().from(incidents).where(eq(incidents.createdBy, userId))).length;

  it('grants the welcome credits once, to a customer and not to staff', async () => {
    const customer = await buildUser(t);
    expect(await balanceOf(t, customer)).toBe(5);
    expect(await balanceOf(t, customer)).toBe(5);
    const [admin] = await Promise.all([buildUser(t, { role: 'admin' })]);
    expect(await balanceOf(t, admin!)).toBe(0);
    const welcomes = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ref, `customer:${customer.id}`));
    expect(welcomes.map((entry) => entry.amount).sort()).toEqual([-5, 5]);
  });

  it("charges the query type's price and answers 402 without enough credits, writing nothing", async () => {
    const customer = await buildUser(t);
    const { queryType } = await pricedQueryType(t, 2);
    expect((await file(t, customer, queryType.id)).statusCode).toBe(200);
    expect((await file(t, customer, queryType.id)).statusCode).toBe(200);
    expect(await balanceOf(t, customer)).toBe(1);
    const entriesBefore = (await t.call('credits/list', {}, customer.token)).json().total;

    const refused = await file(t, customer, queryType.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PAY402', message: CREDIT_TEXTS.notEnough });
    expect(await requestCount(customer.id)).toBe(2);
    expect(await balanceOf(t, customer)).toBe(1);
    expect((await t.call('credits/list', {}, customer.token)).json().total).toBe(entriesBefore);

    const free = await pricedQueryType(t, 0);
    expect((await file(t, customer, free.queryType.id)).statusCode).toBe(200);
    expect(await balanceOf(t, customer)).toBe(1);
  });

  it('lists the caller’s entries newest first, paged', async () => {
    const customer = await buildUser(t);
    const { queryType } = await pricedQueryType(t, 3);
    await file(t, customer, queryType.id);
    const page = (await t.call('credits/list', { limit: 1 }, customer.token)).json();
    expect(page.total).toBe(2);
    expect(page.credits).toHaveLength(1);
    expect(page.credits[0]).toMatchObject({ kind: 'charge', amount: -3 });
    const second = (await t.call('credits/list', { limit: 1, offset: 1 }, customer.token)).json();
    expect(second.credits[0]).toMatchObject({ kind: 'welcome', amount: 5 });
  });

  it('refunds a request deleted before it is answered, once', async () => {
    const customer = await buildUser(t);
    const { queryType } = await pricedQueryType(t, 2);
    const id = (await file(t, customer, queryType.id)).json().incident.incident_id;
    expect(await balanceOf(t, customer)).toBe(3);
    const removed = await t.call('incident/remove', { incident_id: id }, customer.token);
    expect(removed.statusCode).toBe(200);
    expect(await balanceOf(t, customer)).toBe(5);
    // Deleted already: a second delete finds nothing and refunds nothing.
    expect((await t.call('incident/remove', { incident_id: id }, customer.token)).statusCode).toBe(
      404,
    );
    expect(await balanceOf(t, customer)).toBe(5);
  });

  const publish = async (incidentId: string, factors: readonly { id: string }[]) => {
    const factor_response = Object.fromEntries(factors.map((f) => [f.id, answer('Green')]));
    const res = await t.call(
      'finding/insert',
      { incident_id: incidentId, factor_response },
      partner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  };

  it('refunds half (rounded up) of a first answer later than twice its SLA, once; nothing when on time', async () => {
    const customer = await buildUser(t);
    const { queryType, factors } = await pricedQueryType(t, 3);
    const cheap = await pricedQueryType(t, 1);
    const late = (await file(t, customer, queryType.id)).json().incident.incident_id;
    const onTime = (await file(t, customer, cheap.queryType.id)).json().incident.incident_id;
    expect(await balanceOf(t, customer)).toBe(1);
    // Filed 3 hours ago with a 1-hour SLA: answered now, it is past twice the SLA.
    await t.database.db
      .update(incidents)
      .set({
        createdAt: sql`now() - interval '3 hours'`,
        dueAt: sql`now() - interval '2 hours'`,
      })
      .where(eq(incidents.id, late));
    await publish(late, factors);
    expect(await balanceOf(t, customer)).toBe(1 + 2);
    await publish(onTime, cheap.factors);
    expect(await balanceOf(t, customer)).toBe(3);
    // A new revision of the late answer refunds nothing more.
    const revised = await t.call(
      'finding/update',
      {
        incident_id: late,
        factor_response: Object.fromEntries(factors.map((f) => [f.id, answer('Red')])),
      },
      partner.token,
    );
    expect(revised.statusCode, revised.body).toBeLessThan(500);
    expect(await balanceOf(t, customer)).toBe(3);
    // Answered: deleting it now refunds nothing.
    await t.call('incident/remove', { incident_id: late }, customer.token);
    expect(await balanceOf(t, customer)).toBe(3);
  });

  it("charges a company's request to the company and a viewer's to themselves", async () => {
    const [owner, member, viewer] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: member, role: 'member' },
      { user: viewer, role: 'viewer' },
    ]);
    const { queryType } = await pricedQueryType(t, 2);
    expect((await file(t, member, queryType.id)).statusCode).toBe(200);
    expect(await balanceOf(t, owner)).toBe(3);
    expect(await balanceOf(t, member)).toBe(3);
    expect(await balanceOf(t, member, 'personal')).toBe(5);
    expect((await file(t, member, queryType.id, { for_company: false })).statusCode).toBe(200);
    expect(await balanceOf(t, member, 'personal')).toBe(3);
    expect((await file(t, viewer, queryType.id)).statusCode).toBe(200);
    expect(await balanceOf(t, viewer)).toBe(3);
    expect(await balanceOf(t, owner)).toBe(3);
    // Viewers do not see the company's balance; members do not read its entries.
    expect((await t.call('credits/balance', { account: 'company' }, viewer.token)).statusCode).toBe(
      403,
    );
    expect((await t.call('credits/list', { account: 'company' }, member.token)).statusCode).toBe(
      403,
    );
    const entries = (await t.call('credits/list', {}, owner.token)).json();
    expect(entries.credits.map((e: { kind: string }) => e.kind)).toEqual(['charge', 'welcome']);
  });

  it('keeps the ledger balanced and refuses to change or remove an entry', async () => {
    expect(await ledgerTotals(t)).toEqual({ total: 0, unbalanced: 0 });
    const refusal = (error: unknown) => {
      const { message, cause } = error as Error & { cause?: Error };
      return `${message} ${cause?.message ?? ''}`;
    };
    for (const write of [
      () => t.database.db.update(ledgerEntries).set({ amount: 1000 }),
      () => t.database.db.delete(ledgerEntries),
      () => t.database.db.execute(sql`truncate ledger_entries`),
    ]) {
      const outcome = await write().then(
        () => 'written',
        (error: unknown) => refusal(error),
      );
      expect(outcome).toMatch(/append-only/);
    }
    // A transaction that does not sum to zero never commits.
    const unbalanced = await t.database.db
      .insert(ledgerEntries)
      .values({
        txnId: crypto.randomUUID(),
        account: 'platform:grants',
        amount: 7,
        kind: 'welcome',
      })
      .then(
        () => 'written',
        (error: unknown) => refusal(error),
      );
    expect(unbalanced).toMatch(/does not balance/);
    expect(await ledgerTotals(t)).toEqual({ total: 0, unbalanced: 0 });
  });
});

describe('credits: no double spend', () => {
  const t = useTestApp({ welcomeCredits: 10 });

  const chargesOf = async (account: string) =>
    (
      await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.account, account))
    ).filter((entry) => entry.kind === 'charge');

  // Filing is limited to 30 a minute per account (docs/rules/incidents.md), so the 50 come from
  // five members of one company sharing its balance of 10.
  it('50 parallel filings on a company balance of 10 give exactly 10 charges and 40 refusals (402)', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => buildUser(t)));
    const company = await buildCompany(
      t,
      members.map((user, i) => ({
        user,
        role: i === 0 ? ('owner' as const) : ('member' as const),
      })),
    );
    const { queryType } = await pricedQueryType(t, 1);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => file(t, members[i % 5]!, queryType.id)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await balanceOf(t, members[0]!)).toBe(0);
    expect(await chargesOf(`company:${company.id}`)).toHaveLength(10);
    expect(
      (await t.database.db.select().from(incidents).where(eq(incidents.companyId, company.id)))
        .length,
    ).toBe(10);
    expect(await ledgerTotals(t)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('30 parallel filings on a personal balance of 10 give exactly 10 charges', async () => {
    const customer = await buildUser(t);
    const { queryType } = await pricedQueryType(t, 1);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => file(t, customer, queryType.id)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect(await balanceOf(t, customer)).toBe(0);
    expect(await chargesOf(`customer:${customer.id}`)).toHaveLength(10);
  });
});
