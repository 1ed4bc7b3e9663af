import { CREDIT_TEXTS, PROPOSAL_TEXTS as T } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidents, notifications, proposals } from '../../db/schema.js';
import { buildPartnerFirm, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { slaHourSeconds } from '../sla/index.js';
import {
  audited,
  decide,
  entriesOf,
  fileOnQuote,
  fullAnswer,
  onQuoteType,
  proposed,
  balanceOf,
  ledgerTotals,
} from './proposals.test-helpers.js';

/** Accepting: the hold, the award, the one winner, the answer's settlement, the refund. */
describe('proposals: acceptance and the held credits', () => {
  const t = useTestApp({ welcomeCredits: 20 });
  let reference: Awaited<ReturnType<typeof onQuoteType>>;
  let partner: TestUser;
  let colleague: TestUser;
  let rival: TestUser;
  let third: TestUser;
  let admin: TestUser;
  let firmId: string;

  beforeAll(async () => {
    reference = await onQuoteType(t);
    [partner, colleague, rival, third, admin] = await Promise.all([
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'admin' }),
    ]);
    firmId = await buildPartnerFirm(t, [partner, colleague]);
    await buildPartnerFirm(t, [rival]);
    await buildPartnerFirm(t, [third]);
  });

  const incidentRow = async (id: string) =>
    (await t.database.db.select().from(incidents).where(eq(incidents.id, id)))[0]!;
  const statusOf = async (proposalId: string) =>
    (await t.database.db.select().from(proposals).where(eq(proposals.id, proposalId)))[0]!.status;
  const firmBalance = async () =>
    (await t.call('partnerFirm/balance', { partner_firm_id: firmId }, admin.token)).json()
      .partnerFirm.balance as number;

  it('holds the price, gives the request to the firm due in its hours, and closes the others', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const ours = await proposed(t, partner, id, { price_credits: 6, delivery_hours: 10 });
    const theirs = await proposed(t, rival, id, { price_credits: 4 });
    const before = Date.now();
    const accepted = await decide(t, customer, 'accept', ours);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: T.accepted,
      proposal: { status: 'accepted' },
    });
    expect(await balanceOf(t, customer)).toBe(14);
    expect(await entriesOf(t, id)).toEqual(['hold customer -6', 'hold platform 6']);
    const row = await incidentRow(id);
    expect(row).toMatchObject({
      quotedFirmId: firmId,
      assignedTo: partner.id,
      status: 'In review',
    });
    const due = row.dueAt.getTime() - before;
    expect(due).toBeGreaterThanOrEqual(10 * slaHourSeconds() * 1000 - 2000);
    expect(due).toBeLessThanOrEqual(10 * slaHourSeconds() * 1000 + 5000);
    expect(await statusOf(theirs)).toBe('rejected');
    const toRival = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, rival.id));
    expect(toRival.some((n) => n.text.startsWith("Another firm's proposal was accepted"))).toBe(
      true,
    );
    const toAuthor = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, partner.id));
    expect(
      toAuthor.some(
        (n) =>
          n.kind === 'assigned' &&
          n.incidentId === id &&
          n.text.startsWith("Your firm's proposal was accepted"),
      ),
    ).toBe(true);
    expect(await audited(t, id, 'proposal.accept')).toBe(1);
    expect(await audited(t, id, 'credits.hold')).toBe(1);
    // A second acceptance, of the same offer or another, is refused.
    for (const offer of [ours, theirs]) {
      const again = await decide(t, customer, 'accept', offer);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(T.alreadyAccepted);
    }
    expect(await balanceOf(t, customer)).toBe(14);
    const reply = (await t.call('incident/get', { incident_id: id }, customer.token)).json();
    expect(reply.incident.quote.firm.partner_firm_id).toBe(firmId);
  });

  it('lets exactly one of several parallel acceptances through', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const offers = [
      await proposed(t, partner, id, { price_credits: 3 }),
      await proposed(t, rival, id, { price_credits: 3 }),
      await proposed(t, third, id, { price_credits: 3 }),
    ];
    const replies = await Promise.all(
      [...offers, ...offers].map((offer) => decide(t, customer, 'accept', offer)),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(t, customer)).toBe(17);
    expect(await entriesOf(t, id)).toEqual(['hold customer -3', 'hold platform 3']);
    const states = await Promise.all(offers.map(statusOf));
    expect(states.filter((state) => state === 'accepted')).toHaveLength(1);
    expect(states.filter((state) => state === 'rejected')).toHaveLength(2);
  });

  it('answers 402 without enough credits and writes nothing', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const offer = await proposed(t, partner, id, { price_credits: 21 });
    const refused = await decide(t, customer, 'accept', offer);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PAY402', message: CREDIT_TEXTS.notEnough });
    expect(await statusOf(offer)).toBe('open');
    expect(await incidentRow(id)).toMatchObject({ quotedFirmId: null, assignedTo: null });
    expect(await entriesOf(t, id)).toEqual([]);
    expect(await audited(t, id, 'proposal.accept')).toBe(0);
    expect(await balanceOf(t, customer)).toBe(20);
  });

  it("settles the hold on the firm's first answer: the firm is paid, the ledger balances", async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const offer = await proposed(t, colleague, id, { price_credits: 8 });
    const earned = await firmBalance();
    expect((await decide(t, customer, 'accept', offer)).statusCode).toBe(200);
    // Another firm's partner may not work on it; the firm's holder publishes.
    const foreign = await t.call('incident/claim', { incident_id: id }, rival.token);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(T.quotedElsewhere);
    const published = await t.call(
      'finding/insert',
      { incident_id: id, factor_response: fullAnswer(reference) },
      colleague.token,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await entriesOf(t, id)).toEqual(
      [
        'hold customer -8',
        'hold platform 8',
        'release customer 8',
        'release platform -8',
        'charge customer -8',
        'charge platform 8',
        'payout firm 8',
        'payout platform -8',
      ].sort(),
    );
    expect(await balanceOf(t, customer)).toBe(12);
    expect(await firmBalance()).toBe(earned + 8);
    for (const action of ['credits.release', 'credits.charge', 'credits.payout']) {
      expect(await audited(t, id, action), action).toBe(1);
    }
    expect(await ledgerTotals(t)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('releases the hold when the request is deleted before its answer', async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const offer = await proposed(t, partner, id, { price_credits: 5 });
    expect((await decide(t, customer, 'accept', offer)).statusCode).toBe(200);
    expect(await balanceOf(t, customer)).toBe(15);
    const removed = await t.call('incident/remove', { incident_id: id }, customer.token);
    expect(removed.statusCode).toBe(200);
    expect(await balanceOf(t, customer)).toBe(20);
    expect(await audited(t, id, 'credits.release')).toBe(1);
    expect(await ledgerTotals(t)).toEqual({ total: 0, unbalanced: 0 });
  });

  it("keeps a released quoted request within the firm; an admin assigns only the firm's partners", async () => {
    const customer = await buildUser(t);
    const id = await fileOnQuote(t, customer, reference);
    const offer = await proposed(t, partner, id, { price_credits: 2 });
    expect((await decide(t, customer, 'accept', offer)).statusCode).toBe(200);
    expect((await t.call('incident/release', { incident_id: id }, partner.token)).statusCode).toBe(
      200,
    );
    expect((await t.call('incident/claim', { incident_id: id }, rival.token)).statusCode).toBe(409);
    const wrongFirm = await t.call(
      'incident/assign',
      { incident_id: id, user_id: rival.id },
      admin.token,
    );
    expect(wrongFirm.statusCode).toBe(400);
    expect((await t.call('incident/claim', { incident_id: id }, colleague.token)).statusCode).toBe(
      200,
    );
  });
});
