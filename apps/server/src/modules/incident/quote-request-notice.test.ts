import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, partnerFirms, queryTypes, users } from '../../db/schema.js';
import { useAccountsApp } from '../../test/account-test-app.js';
import {
  buildPartnerFirm,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';

const SUBJECT = 'A GeoRisk incident request awaits your proposal';

/**
 * Filing a request priced on quote tells the partners of every firm whose coverage lists it, in
 * the app and by mail (docs/rules/proposals.md, "Telling the firms").
 */
describe('telling the firms of a request awaiting quotes', () => {
  const ctx = useAccountsApp();
  let reference: Awaited<ReturnType<typeof buildReferenceSet>>;
  let customer: TestUser;
  /** Partners whose firm covers the request (any coverage, or its category and country). */
  let covered: TestUser[];
  /** Partners who must hear nothing: other coverage, a deleted firm, disabled, no firm. */
  let left: TestUser[];
  let mailsOff: TestUser;

  const coverage = (firmId: string, values: { categories?: string[]; countries?: string[] }) =>
    ctx.t.database.db.update(partnerFirms).set(values).where(eq(partnerFirms.id, firmId));

  beforeAll(async () => {
    const t = ctx.t;
    reference = await buildReferenceSet(t);
    await t.database.db
      .update(queryTypes)
      .set({ onQuote: true })
      .where(eq(queryTypes.id, reference.queryType.id));
    customer = await buildUser(t);
    const partner = () => buildUser(t, { role: 'partner' });
    const [anyOwner, anyColleague, fitting, otherCategory, otherCountry, deleted, disabled, none] =
      [
        await partner(),
        await partner(),
        await partner(),
        await partner(),
        await partner(),
        await partner(),
        await partner(),
        await partner(),
      ];
    mailsOff = anyColleague;
    await buildPartnerFirm(t, [anyOwner, anyColleague, disabled]);
    await coverage(await buildPartnerFirm(t, [fitting]), {
      categories: [reference.category.id],
      countries: ['DE'],
    });
    await coverage(await buildPartnerFirm(t, [otherCategory]), { categories: [randomUUID()] });
    await coverage(await buildPartnerFirm(t, [otherCountry]), { countries: ['FR'] });
    await t.database.db
      .update(partnerFirms)
      .set({ isDeleted: true })
      .where(eq(partnerFirms.id, await buildPartnerFirm(t, [deleted])));
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
    const switched = await t.call(
      'profile/update',
      {
        firstName: 'Mail',
        lastName: 'Off',
        phone: '+447700900123',
        time_zone: 'Europe/Berlin',
        mail_requests: false,
        mail_watch: true,
      },
      mailsOff.token,
    );
    expect(switched.statusCode, switched.body).toBe(200);
    covered = [anyOwner, anyColleague, fitting];
    left = [otherCategory, otherCountry, deleted, disabled, none];
  });

  const file = async (queryTypeId: string) => {
    const res = await ctx.t.call(
      'incident/insert',
      {
        customerType: 'Global',
        queryType_id: queryTypeId,
        query: 'Will the Rhine ports stay open this winter?',
        countries: ['DE'],
      },
      customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().incident.incident_id as string;
  };
  const noticesOn = (incidentId: string) =>
    ctx.t.database.db
      .select({ userId: notifications.userId, kind: notifications.kind, text: notifications.text })
      .from(notifications)
      .where(eq(notifications.incidentId, incidentId));
  const mailsTo = async (people: TestUser[]) => {
    await ctx.t.mailer.flush();
    const addresses = people.map((person) => person.email);
    return ctx.mailbox.received.filter((mail) => addresses.some((to) => mail.to.includes(to)));
  };

  it('notifies the partners of every firm covering it, and mails those whose request mails are on', async () => {
    const incidentId = await file(reference.queryType.id);
    const notices = await noticesOn(incidentId);
    const told = notices.map((notice) => notice.userId);
    expect(told).toEqual(expect.arrayContaining(covered.map((partner) => partner.id)));
    for (const partner of left) expect(told).not.toContain(partner.id);
    expect(told).not.toContain(customer.id);
    expect(notices.filter((notice) => told.includes(notice.userId))[0]).toMatchObject({
      kind: 'proposal',
      text: `A new Incident Request awaits your firm's proposal: "Will the Rhine ports stay open this winter?"`,
    });
    const mails = await mailsTo([...covered, ...left]);
    const mailed = covered.filter((partner) => partner !== mailsOff);
    expect(mails.map((mail) => mail.subject)).toEqual(mailed.map(() => SUBJECT));
    for (const partner of mailed) {
      expect(mails.some((mail) => mail.to.includes(partner.email))).toBe(true);
    }
    expect(mails.some((mail) => mail.to.includes(mailsOff.email))).toBe(false);
    expect(mails[0]!.body).toContain('/menu/proposal');
  });

  it('tells no firm of a request with a price', async () => {
    await ctx.t.database.db
      .update(queryTypes)
      .set({ onQuote: false })
      .where(inArray(queryTypes.id, [reference.queryType.id]));
    const incidentId = await file(reference.queryType.id);
    expect(await noticesOn(incidentId)).toEqual([]);
    await ctx.t.database.db
      .update(queryTypes)
      .set({ onQuote: true })
      .where(eq(queryTypes.id, reference.queryType.id));
  });
});
