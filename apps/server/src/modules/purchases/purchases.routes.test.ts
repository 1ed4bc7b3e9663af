import { PURCHASE_TEXTS, type Invoice } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, exchangeRates, ledgerEntries } from '../../db/schema.js';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { fixture, startFixtureServer, type FixtureServer } from '../../test/feed-fixture-server.js';
import { pdfOf } from '../../test/pdf-text.js';
import { useTestApp, type TestApp } from '../../test/test-app.js';
import { refreshRates } from './rates.js';

const balanceOf = async (t: TestApp, user: TestUser, account?: 'personal' | 'company') => {
  const reply = await t.call('credits/balance', account ? { account } : {}, user.token);
  return reply.json<{ credits: { balance: number } }>().credits.balance;
};

/** Transactions of the ledger whose entries do not sum to zero (none, double entry holding). */
const unbalanced = async (t: TestApp) =>
  (
    await t.database.db
      .select({ txn: ledgerEntries.txnId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.txnId)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`)
  ).length;

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  server.serve('/rates.xml', fixture('ecb-daily.xml'));
});
afterAll(() => server?.close());

/** Purchases by invoice (docs/rules/purchases.md): packs, rates, invoices, markPaid. */
describe('purchases', () => {
  // The URL is read when the app is built, after the fixture server started.
  const t = useTestApp({
    welcomeCredits: 3,
    get ratesFeedUrl() {
      return server.url('/rates.xml');
    },
  } as Parameters<typeof useTestApp>[0]);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
  });

  const packs = async (user: TestUser, currency?: string) => {
    const reply = await t.call('purchase/packs', currency ? { currency } : {}, user.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };
  const buy = (user: TestUser, body: Record<string, unknown>) =>
    t.call('purchase/insert', body, user.token);

  it('lists the seeded packs in EUR and in the chosen currency, with the rate date', async () => {
    const customer = await buildUser(t);
    const listed = await packs(customer, 'GBP');
    expect(listed.packs.map((p: { name: string }) => p.name)).toEqual([
      'Starter',
      'Team',
      'Enterprise',
    ]);
    expect(listed.packs[0]).toMatchObject({ credits: 10, price_eur: 4900, price_local: 4116 });
    expect(listed.rate).toEqual({
      currency: 'GBP',
      rate: 0.84,
      rate_date: '2026-11-27',
      stale: false,
    });
    expect((await packs(customer)).rate.currency).toBe('USD');
    const bad = await t.call('purchase/packs', { currency: 'XXX' }, customer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PURCHASE_TEXTS.invalidCurrency);
  });

  it('keeps the last good rates when the XML is bad or the feed times out, and says they are stale', async () => {
    const db = t.database.db;
    const url = server.url('/rates.xml');
    server.serve('/rates.xml', '<gesmes:Envelope><Cube><Cube time="x"/></Cube>');
    expect(await refreshRates(db, { url, allowPrivate: true })).toMatch(/rate date/);
    server.serve('/rates.xml', 'not xml at all <<<');
    expect(await refreshRates(db, { url, allowPrivate: true })).not.toBeNull();
    const [kept] = await db.select().from(exchangeRates).where(eq(exchangeRates.source, url));
    expect(kept).toMatchObject({ rateDate: '2026-11-27' });
    expect(kept?.rates.GBP).toBe(0.84);
    // A feed that never answers: refused after the time limit, the rates kept.
    const hang = await refreshRates(db, {
      url: server.url('/hang'),
      allowPrivate: true,
      timeoutMs: 300,
    });
    expect(hang).toMatch(/within/);
    // Fetched more than a day ago and the retry failing: the old date is shown, marked stale.
    await db
      .update(exchangeRates)
      .set({ fetchedAt: sql`now() - interval '3 days'`, triedAt: sql`now() - interval '1 hour'` })
      .where(eq(exchangeRates.source, url));
    const customer = await buildUser(t);
    const stale = await packs(customer, 'GBP');
    expect(stale.rate).toEqual({
      currency: 'GBP',
      rate: 0.84,
      rate_date: '2026-11-27',
      stale: true,
    });
    server.serve('/rates.xml', fixture('ecb-daily.xml'));
    expect(await refreshRates(db, { url, allowPrivate: true })).toBeNull();
    expect((await packs(customer, 'GBP')).rate.stale).toBe(false);
  });

  it('issues gap-free numbered invoices with the buyer details, a PDF, and credits once paid', async () => {
    const customer = await buildUser(t);
    const [pack] = (await packs(customer)).packs;
    const first = await buy(customer, { pack_id: pack.pack_id });
    expect(first.statusCode, first.body).toBe(200);
    const invoice = first.json<{ invoice: Invoice }>().invoice;
    const year = new Date().getUTCFullYear();
    expect(invoice).toMatchObject({
      status: 'open',
      account: 'personal',
      credits: 10,
      price_eur: 4900,
      buyer_email: customer.email,
    });
    expect(invoice.number).toMatch(new RegExp(`^GR-${year}-\\d{6}$`));
    const second = (await buy(customer, { pack_id: pack.pack_id })).json<{ invoice: Invoice }>()
      .invoice;
    expect(Number(second.number.slice(-6))).toBe(Number(invoice.number.slice(-6)) + 1);
    // A refused purchase takes no number.
    expect(
      (await buy(customer, { pack_id: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    const third = (await buy(customer, { pack_id: pack.pack_id })).json<{ invoice: Invoice }>()
      .invoice;
    expect(Number(third.number.slice(-6))).toBe(Number(second.number.slice(-6)) + 1);

    const listed = (await t.call('purchase/list', {}, customer.token)).json();
    expect(listed.total).toBe(3);
    const pdf = await t.call('invoice/pdf', { invoice_id: invoice.invoice_id }, customer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfOf(pdf);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain(customer.email);
    expect(text).toContain('€49.00');
    const stranger = await buildUser(t);
    expect(
      (await t.call('invoice/pdf', { invoice_id: invoice.invoice_id }, stranger.token)).statusCode,
    ).toBe(403);

    expect(await balanceOf(t, customer)).toBe(3);
    const paid = await t.call('invoice/markPaid', { invoice_id: invoice.invoice_id }, admin.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().invoice.status).toBe('paid');
    expect(await balanceOf(t, customer)).toBe(13);
    const again = await t.call('invoice/markPaid', { invoice_id: invoice.invoice_id }, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PURCHASE_TEXTS.alreadyPaid);
    expect(await balanceOf(t, customer)).toBe(13);
    const audit = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, invoice.invoice_id));
    expect(audit.map((a) => a.action).sort()).toEqual(['invoice.open', 'invoice.paid']);
  });

  it('credits a paid invoice once under parallel markPaid calls', async () => {
    const customer = await buildUser(t);
    const [pack] = (await packs(customer)).packs;
    const invoice = (await buy(customer, { pack_id: pack.pack_id })).json<{ invoice: Invoice }>()
      .invoice;
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('invoice/markPaid', { invoice_id: invoice.invoice_id }, admin.token),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await balanceOf(t, customer)).toBe(13);
    expect(await unbalanced(t)).toBe(0);
  });

  it('buys for the company by default for its managers; members may not buy for it', async () => {
    const [owner, member] = await Promise.all([buildUser(t), buildUser(t)]);
    await buildCompany(
      t,
      [
        { user: owner, role: 'owner' },
        { user: member, role: 'member' },
      ],
      { name: 'Acme Risk Ltd' },
    );
    const [pack] = (await packs(owner)).packs;
    const bought = (await buy(owner, { pack_id: pack.pack_id })).json<{ invoice: Invoice }>()
      .invoice;
    expect(bought).toMatchObject({ account: 'company', buyer_company: 'Acme Risk Ltd' });
    expect((await buy(member, { pack_id: pack.pack_id, account: 'company' })).statusCode).toBe(403);
    await t.call('invoice/markPaid', { invoice_id: bought.invoice_id }, admin.token);
    expect(await balanceOf(t, owner, 'company')).toBe(13);
    expect((await t.call('purchase/list', {}, member.token)).json().total).toBe(0);
  });

  it('lets admins manage packs with clear refusals; an inactive pack is not sold', async () => {
    const bad = await t.call('pack/insert', { name: 'X', credits: 0, price_eur: 100 }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PURCHASE_TEXTS.invalidPackCredits);
    const created = await t.call(
      'pack/insert',
      { name: 'Trial', credits: 2, price_eur: 900 },
      admin.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const pack = created.json().pack;
    await t.call('pack/update', { ...pack, is_active: false }, admin.token);
    const customer = await buildUser(t);
    expect((await packs(customer)).packs.some((p: { name: string }) => p.name === 'Trial')).toBe(
      false,
    );
    const refused = await buy(customer, { pack_id: pack.pack_id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PURCHASE_TEXTS.packUnknown);
    expect((await t.call('pack/list', {}, admin.token)).json().pack.length).toBeGreaterThanOrEqual(
      4,
    );
  });
});
