import { PROPOSAL_TEXTS as T } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, proposals } from '../../db/schema.js';
import {
  buildPartnerFirm,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import {
  audited,
  decide,
  fileOnQuote,
  fullAnswer,
  onQuoteType,
  propose,
  proposed,
  balanceOf,
} from './proposals.test-helpers.js';

/** Filing on quote, sending, replacing, rejecting and expiring proposals (docs/rules/proposals.md). */
describe('proposals: filing on quote and sending offers', () => {
  const t = useTestApp({ welcomeCredits: 20 });
  let reference: Awaited<ReturnType<typeof onQuoteType>>;
  let partner: TestUser;
  let colleague: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    reference = await onQuoteType(t);
    [partner, colleague, rival] = await Promise.all([
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
    ]);
    await buildPartnerFirm(t, [partner, colleague]);
    await buildPartnerFirm(t, [rival]);
  });

  const proposalRows = async (incidentId: string) =>
    t.database.db.select().from(proposals).where(eq(proposals.incidentId, incidentId));

  it('files an on-quote request without a charge; nobody claims or answers it yet', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    expect(await balanceOf(t, customer)).toBe(20);
    const got = (await t.call('incident/get', { incident_id: id }, customer.token)).json();
    expect(got.incident).toMatchObject({ quote: { firm: null }, overdue: false });
    const claim = await t.call('incident/claim', { incident_id: id }, partner.token);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toBe(T.awaitingQuote);
    const admin = await buildUser(t, { role: 'admin' });
    expect((await t.call('incident/claim', { incident_id: id }, admin.token)).statusCode).toBe(409);
    const assign = await t.call(
      'incident/assign',
      { incident_id: id, user_id: partner.id },
      admin.token,
    );
    expect(assign.statusCode).toBe(409);
    const answer = await t.call(
      'finding/insert',
      { incident_id: id, factor_response: fullAnswer(reference), draft: true },
      partner.token,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(T.awaitingQuote);
  });

  it('checks price, delivery and note in order, writing nothing', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const cases: [Record<string, unknown>, string][] = [
      [{ price_credits: 0 }, T.invalidPrice],
      [{ price_credits: 100_001 }, T.invalidPrice],
      [{ price_credits: 2.5 }, T.invalidPrice],
      [{ price_credits: '5' }, T.invalidPrice],
      [{ price_credits: 0, delivery_hours: 0 }, T.invalidPrice],
      [{ delivery_hours: 0 }, T.invalidHours],
      [{ delivery_hours: 2161 }, T.invalidHours],
      [{ delivery_hours: 1.5 }, T.invalidHours],
      [{ note: 'x'.repeat(2001) }, 'Note must be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await propose(t, partner, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await proposalRows(id)).toEqual([]);
    expect(
      (await propose(t, partner, id, { price_credits: 100_000, delivery_hours: 2160 })).statusCode,
    ).toBe(200);
    expect(
      (await propose(t, partner, id, { price_credits: 1, delivery_hours: 1 })).statusCode,
    ).toBe(200);
  });

  it('refuses customers, partners of no firm and requests not on quote', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    expect((await propose(t, customer, id)).statusCode).toBe(403);
    const loner = await buildUser(t, { role: 'partner' });
    const refused = await propose(t, loner, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(T.noFirm);
    const normal = await buildReferenceSet(t);
    const filed = await t.call(
      'incident/insert',
      { customerType: 'Global', queryType_id: normal.queryType.id, query: 'Q' },
      customer.token,
    );
    const notOnQuote = await propose(t, partner, filed.json().incident.incident_id);
    expect(notOnQuote.statusCode).toBe(409);
    expect(notOnQuote.json().message).toBe(T.notOnQuote);
    expect((await propose(t, partner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it("keeps one open proposal per firm: a new offer replaces the firm's open one", async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const first = await proposed(t, partner, id, { price_credits: 9 });
    const second = await proposed(t, colleague, id, { price_credits: 7 });
    await proposed(t, rival, id, { price_credits: 8 });
    const seen = (await t.call('proposal/list', { incident_id: id }, customer.token)).json();
    expect(seen.proposal.map((p: { price_credits: number }) => p.price_credits).sort()).toEqual([
      7, 8,
    ]);
    const mine = (await t.call('proposal/list', { incident_id: id }, partner.token)).json();
    expect(
      mine.proposal.map((p: { proposal_id: string; status: string }) => [p.proposal_id, p.status]),
    ).toEqual([
      [second, 'open'],
      [first, 'withdrawn'],
    ]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.id));
    expect(told.filter((n) => n.kind === 'proposal')).toHaveLength(3);
    expect(await audited(t, id, 'proposal.send')).toBe(3);
    // The firm withdraws its offer; the other firm cannot.
    const foreign = await t.call('proposal/withdraw', { proposal_id: second }, rival.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(T.notYourFirm);
    const back = await t.call('proposal/withdraw', { proposal_id: second }, partner.token);
    expect(back.json().proposal.status).toBe('withdrawn');
    expect((await decide(t, customer, 'accept', second)).json().message).toBe(T.notOpen);
  });

  it('rejects an offer; the firm may send a new one', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const offer = await proposed(t, rival, id);
    const rejected = await decide(t, customer, 'reject', offer);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().proposal.status).toBe('rejected');
    expect(await audited(t, id, 'proposal.reject')).toBe(1);
    const toldRival = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, rival.id));
    expect(toldRival.some((n) => n.text.includes('was rejected'))).toBe(true);
    expect((await decide(t, customer, 'reject', offer)).statusCode).toBe(409);
    expect((await propose(t, rival, id, { price_credits: 4 })).statusCode).toBe(200);
  });

  it('lets an offer expire after 7 days: it shows expired and cannot be accepted', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const offer = await proposed(t, partner, id);
    const [row] = await proposalRows(id);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    // Seven days pass: the expiry is moved into the past instead of waiting.
    await t.database.db
      .update(proposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(proposals.id, offer));
    const listed = (await t.call('proposal/list', { incident_id: id }, customer.token)).json();
    expect(listed.proposal[0].status).toBe('expired');
    const refused = await decide(t, customer, 'accept', offer);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(T.expired);
    expect(await balanceOf(t, customer)).toBe(20);
    // The firm may send a fresh one, which replaces the expired offer.
    expect((await propose(t, partner, id)).statusCode).toBe(200);
  });
});
