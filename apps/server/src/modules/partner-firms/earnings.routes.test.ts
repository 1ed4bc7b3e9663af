import { FIRM_TEXTS } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, ledgerEntries, queryTypes } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { answer, answeredBy } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';
import { useFirmCast } from './partner-firms.test-helpers.js';

/** A firm earns each first answer's charge (docs/rules/partners.md, "Earnings"). */
describe('partner firm earnings', () => {
  const t = useTestApp();
  const cast = useFirmCast(t);

  const balance = async (caller: TestUser, body: Record<string, unknown> = {}) =>
    t.call('partnerFirm/balance', body, caller.token);
  const firmBalance = async () =>
    (await balance(cast.admin, { partner_firm_id: cast.firmId })).json().partnerFirm
      .balance as number;

  it("credits the publisher's firm with the request's charge once, from revenue, audited", async () => {
    const before = await firmBalance();
    const { incidentId, findingId, factorA, queryType } = await answeredBy(
      t,
      cast.customer,
      cast.colleague,
    );
    const charged = await t.database.db
      .select({ price: queryTypes.priceCredits })
      .from(queryTypes)
      .where(eq(queryTypes.id, queryType.id));
    const price = charged[0]!.price;
    expect(price).toBeGreaterThan(0);
    expect(await firmBalance()).toBe(before + price);
    const payout = await t.database.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'payout'), eq(ledgerEntries.ref, incidentId)));
    expect(payout.sort((a, b) => a.amount - b.amount)).toEqual([
      { account: 'platform:revenue', amount: -price },
      { account: `firm:${cast.firmId}`, amount: price },
    ]);
    // A second revision pays nothing more.
    const revised = await t.call(
      'finding/update',
      { finding_id: findingId, factor_response: { [factorA!.id]: answer('Red') } },
      cast.colleague.token,
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(await firmBalance()).toBe(before + price);
    const audited = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, incidentId), eq(auditEvents.action, 'credits.payout')));
    expect(audited).toHaveLength(1);
  });

  it('pays nobody for an answer by a partner of no firm', async () => {
    const loner = await buildUser(t, { role: 'partner' });
    const { incidentId } = await answeredBy(t, cast.customer, loner);
    const payout = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'payout'), eq(ledgerEntries.ref, incidentId)));
    expect(payout).toEqual([]);
  });

  it("shows the balance to the firm's owners and admins only", async () => {
    expect((await balance(cast.owner)).json().partnerFirm).toMatchObject({
      partner_firm_id: cast.firmId,
    });
    expect((await balance(cast.admin, { partner_firm_id: cast.firmId })).statusCode).toBe(200);
    for (const caller of [cast.colleague, cast.outsider, cast.customer]) {
      const refused = await balance(caller, { partner_firm_id: cast.firmId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(FIRM_TEXTS.ownersOnly);
    }
    const none = await balance(cast.customer);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(FIRM_TEXTS.noFirm);
  });
});
