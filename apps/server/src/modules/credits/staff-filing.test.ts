import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../db/schema.js';
import { buildPartnerFirm, buildUser, type TestUser } from '../../test/factories.js';
import { answeredBy } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';
import { balanceOf, file, ledgerTotals, pricedQueryType } from './credits.test-helpers.js';

/**
 * Staff (partners and admins without the customer role) file free of charge
 * (docs/rules/credits.md, "Staff filing"), with WELCOME_CREDITS at 3.
 */
describe('credits: staff filing', () => {
  const t = useTestApp({ welcomeCredits: 3 });
  let admin: TestUser;
  let partner: TestUser;
  let analyst: TestUser;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    partner = await buildUser(t, { role: 'partner' });
    analyst = await buildUser(t, { role: 'partner' });
    await buildPartnerFirm(t, [analyst]);
  });

  const entriesOf = (incidentIds: string[]) =>
    t.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.ref, incidentIds));

  it('lets an admin and a partner file without credits, charging nobody', async () => {
    const { queryType } = await pricedQueryType(t, 5);
    const filed: string[] = [];
    for (const staff of [admin, partner, admin]) {
      const res = await file(t, staff, queryType.id);
      expect(res.statusCode, res.body).toBe(200);
      filed.push(res.json().incident.incident_id as string);
      expect(await balanceOf(t, staff)).toBe(0);
    }
    expect(await entriesOf(filed)).toEqual([]);
    expect(await ledgerTotals(t)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('refunds nothing on delete and pays no firm for the answer', async () => {
    const { queryType } = await pricedQueryType(t, 2);
    const deleted = (await file(t, admin, queryType.id)).json().incident.incident_id as string;
    expect(
      (await t.call('incident/remove', { incident_id: deleted }, admin.token)).statusCode,
    ).toBe(200);
    const { incidentId: answered } = await answeredBy(t, admin, analyst);
    expect(await entriesOf([deleted, answered])).toEqual([]);
  });

  it('charges a staff member who is also a customer, like any customer', async () => {
    const both = await buildUser(t, { role: 'admin' });
    await t.database.db.update(users).set({ isCustomer: true }).where(eq(users.id, both.id));
    const { queryType } = await pricedQueryType(t, 2);
    expect((await file(t, both, queryType.id)).statusCode).toBe(200);
    expect(await balanceOf(t, both)).toBe(1);
    expect((await file(t, both, queryType.id)).statusCode).toBe(402);
    const charges = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.account, `customer:${both.id}`), eq(ledgerEntries.kind, 'charge')),
      );
    expect(charges).toHaveLength(1);
  });
});
