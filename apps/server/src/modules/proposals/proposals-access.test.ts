import { PROPOSAL_TEXTS as T, type QuoteRequest } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidents, partnerFirms } from '../../db/schema.js';
import {
  buildCategory,
  buildCompany,
  buildPartnerFirm,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import {
  balanceOf,
  decide,
  fileOnQuote,
  onQuoteType,
  propose,
  proposed,
} from './proposals.test-helpers.js';

type Who = 'memberA' | 'viewerA' | 'memberB' | 'solo' | 'firmPartner' | 'rivalPartner' | 'admin';
const WHO: Who[] = [
  'memberA',
  'viewerA',
  'memberB',
  'solo',
  'firmPartner',
  'rivalPartner',
  'admin',
];

/**
 * Who may do what with proposals (docs/rules/proposals.md), with the company roles and two
 * firms as callers: on company A's request ("A's") and on the solo customer's own ("solo's").
 */
describe('proposals: access by company role and firm', () => {
  const t = useTestApp();
  const users = {} as Record<Who, TestUser>;
  let reference: Awaited<ReturnType<typeof onQuoteType>>;

  beforeAll(async () => {
    for (const who of WHO) {
      const role = who.endsWith('Partner') ? 'partner' : who === 'admin' ? 'admin' : 'customer';
      users[who] = await buildUser(t, { role });
    }
    const ownerA = await buildUser(t);
    await buildCompany(t, [
      { user: ownerA, role: 'owner' },
      { user: users.memberA, role: 'member' },
      { user: users.viewerA, role: 'viewer' },
    ]);
    await buildCompany(t, [{ user: users.memberB, role: 'owner' }]);
    await buildPartnerFirm(t, [users.firmPartner]);
    await buildPartnerFirm(t, [users.rivalPartner]);
    reference = await onQuoteType(t);
  });

  /** A fresh request (company A's, filed by its member, or the solo customer's own) with an offer. */
  const offerOn = async (whose: "A's" | "solo's") => {
    const author = whose === "A's" ? users.memberA : users.solo;
    const incidentId = await fileOnQuote(t, author, reference);
    return { incidentId, proposalId: await proposed(t, users.firmPartner, incidentId) };
  };
  const statuses = async (call: (who: Who) => Promise<{ statusCode: number }>) => {
    const seen: Partial<Record<Who, number>> = {};
    for (const who of WHO) seen[who] = (await call(who)).statusCode;
    return seen;
  };

  it("accept and reject: A's members who write (not viewers), or the solo customer their own", async () => {
    for (const action of ['accept', 'reject'] as const) {
      const onA = await statuses(async (who) =>
        decide(t, users[who], action, (await offerOn("A's")).proposalId),
      );
      expect(onA, action).toEqual({
        memberA: 200,
        viewerA: 403,
        memberB: 403,
        solo: 403,
        firmPartner: 403,
        rivalPartner: 403,
        admin: 403,
      });
      const onSolo = await statuses(async (who) =>
        decide(t, users[who], action, (await offerOn("solo's")).proposalId),
      );
      expect(onSolo, action).toEqual({ ...onA, memberA: 403, solo: 200 });
    }
    const refused = await decide(t, users.viewerA, 'accept', (await offerOn("A's")).proposalId);
    expect(refused.json().message).toBe(T.notYourRequest);
  });

  it("holds a company request's price from the company's account", async () => {
    const before = await balanceOf(t, users.memberA);
    const personal = await balanceOf(t, users.memberA, 'personal');
    const { proposalId } = await offerOn("A's");
    expect((await decide(t, users.memberA, 'accept', proposalId)).statusCode).toBe(200);
    expect(await balanceOf(t, users.memberA)).toBe(before - 5);
    expect(await balanceOf(t, users.memberA, 'personal')).toBe(personal);
  });

  it("lists a request's proposals to its readers; a partner sees only their firm's", async () => {
    const { incidentId } = await offerOn("A's");
    await proposed(t, users.rivalPartner, incidentId, { price_credits: 3 });
    const seen: Partial<Record<Who, number | string>> = {};
    for (const who of WHO) {
      const res = await t.call('proposal/list', { incident_id: incidentId }, users[who].token);
      seen[who] = res.statusCode === 200 ? res.json().proposal.length : res.statusCode;
    }
    expect(seen).toEqual({
      memberA: 2,
      viewerA: 2,
      memberB: 403,
      solo: 403,
      firmPartner: 1,
      rivalPartner: 1,
      admin: 2,
    });
  });

  it('sends and withdraws: partners of a firm, and only their own firm’s offers', async () => {
    const { incidentId, proposalId } = await offerOn("A's");
    const sent = await statuses((who) => propose(t, users[who], incidentId));
    expect(sent).toEqual({
      memberA: 403,
      viewerA: 403,
      memberB: 403,
      solo: 403,
      firmPartner: 200,
      rivalPartner: 200,
      admin: 403,
    });
    const mine = (
      await t.call('proposal/list', { incident_id: incidentId }, users.firmPartner.token)
    )
      .json()
      .proposal.find((p: { status: string }) => p.status === 'open').proposal_id as string;
    expect(mine).not.toBe(proposalId);
    const withdrawn = await statuses((who) =>
      t.call('proposal/withdraw', { proposal_id: mine }, users[who].token),
    );
    expect(withdrawn).toMatchObject({
      firmPartner: 200,
      rivalPartner: 403,
      memberA: 403,
      admin: 403,
    });
  });

  it('lists the requests awaiting quotes: a customer their own and their company’s, a firm what it covers', async () => {
    const { incidentId } = await offerOn("A's");
    const listed = async (who: Who) =>
      (await t.call('proposal/requests', {}, users[who].token))
        .json()
        .request.find((r: QuoteRequest) => r.incident_id === incidentId) as
        QuoteRequest | undefined;
    expect((await listed('memberA'))?.may_decide).toBe(true);
    expect((await listed('viewerA'))?.may_decide).toBe(false);
    expect(await listed('memberB')).toBeUndefined();
    expect(await listed('solo')).toBeUndefined();
    expect((await listed('firmPartner'))?.proposals).toHaveLength(1);
    expect((await listed('rivalPartner'))?.proposals).toEqual([]);
    expect((await listed('admin'))?.proposals).toHaveLength(1);
    // A firm covering another category, or other countries, is not shown it.
    const elsewhere = await buildCategory(t);
    const narrow = await buildUser(t, { role: 'partner' });
    const narrowFirm = await buildPartnerFirm(t, [narrow]);
    const shown = async () =>
      (await t.call('proposal/requests', {}, narrow.token))
        .json()
        .request.some((r: QuoteRequest) => r.incident_id === incidentId);
    expect(await shown()).toBe(true);
    await t.database.db
      .update(partnerFirms)
      .set({ categories: [elsewhere.id] })
      .where(eq(partnerFirms.id, narrowFirm));
    expect(await shown()).toBe(false);
    await t.database.db
      .update(partnerFirms)
      .set({ categories: [reference.category.id], countries: ['FR'] })
      .where(eq(partnerFirms.id, narrowFirm));
    await t.database.db
      .update(incidents)
      .set({ countries: ['TR'] })
      .where(eq(incidents.id, incidentId));
    expect(await shown()).toBe(false);
    await t.database.db
      .update(partnerFirms)
      .set({ countries: ['FR', 'TR'] })
      .where(eq(partnerFirms.id, narrowFirm));
    expect(await shown()).toBe(true);
  });
});
