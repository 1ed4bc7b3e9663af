import { FIRM_TEXTS, type PartnerDirectoryEntry, type PartnerFirm } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, findingRevisions, incidents } from '../../db/schema.js';
import { buildCategory, buildUser, unique, type TestUser } from '../../test/factories.js';
import { answeredBy } from '../../test/finding.test-helpers.js';
import { useTestApp } from '../../test/test-app.js';

/** Partner firms and the directory (docs/rules/partners.md). */
describe('partner firms', () => {
  const t = useTestApp();
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    customer = await buildUser(t);
  });

  const create = async (body: Record<string, unknown> = {}) => {
    const reply = await t.call(
      'partnerFirm/insert',
      { name: unique('Firm'), ...body },
      admin.token,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ partnerFirm: PartnerFirm }>().partnerFirm;
  };
  const assign = (firm: PartnerFirm, user: TestUser, extra: Record<string, unknown> = {}) =>
    t.call(
      'partnerFirm/assign',
      { partner_firm_id: firm.partner_firm_id, user_id: user.id, ...extra },
      admin.token,
    );
  const ownersOf = (firm: PartnerFirm) =>
    (firm.members ?? []).filter((m) => m.is_owner).map((m) => m.user_id);

  it('creates and edits a firm with its coverage, audited', async () => {
    const category = await buildCategory(t, { name: 'Maritime' });
    const firm = await create({
      about: 'Ports and shipping',
      countries: ['FR', 'DE', 'FR'],
      categories: [category.id],
      languages: ['en', 'fr'],
    });
    expect(firm).toMatchObject({
      about: 'Ports and shipping',
      countries: ['FR', 'DE'],
      categories: [{ categories_id: category.id, name: 'Maritime' }],
      languages: ['en', 'fr'],
      members: [],
    });
    const changed = await t.call(
      'partnerFirm/update',
      { partner_firm_id: firm.partner_firm_id, name: 'Renamed', languages: ['de'] },
      admin.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().partnerFirm).toMatchObject({ name: 'Renamed', languages: ['de'] });
    const audited = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, firm.partner_firm_id));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'partnerFirm.create',
      'partnerFirm.update',
    ]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = (await t.call('partnerFirm/list', {}, admin.token)).json().total;
    for (const [body, message] of [
      [{ name: '' }, FIRM_TEXTS.nameRequired],
      [{ name: 'X', languages: ['english'] }, FIRM_TEXTS.invalidLanguages],
      [{ name: 'X', categories: ['nope'] }, FIRM_TEXTS.invalidCategories],
    ] as const) {
      const reply = await t.call('partnerFirm/insert', body, admin.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    const badCountry = await t.call(
      'partnerFirm/insert',
      { name: 'X', countries: ['ZZ'] },
      admin.token,
    );
    expect(badCountry.statusCode).toBe(400);
    expect((await t.call('partnerFirm/list', {}, admin.token)).json().total).toBe(before);
    const missing = await t.call(
      'partnerFirm/update',
      { partner_firm_id: crypto.randomUUID(), name: 'Y' },
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FIRM_TEXTS.firmNotFound);
  });

  it('assigns partners to one firm: the first is owner, an admin may set another', async () => {
    const firm = await create();
    const other = await create();
    const [p1, p2] = [
      await buildUser(t, { role: 'partner' }),
      await buildUser(t, { role: 'partner' }),
    ];
    expect((await assign(firm, p1!)).statusCode).toBe(200);
    const both = (await assign(firm, p2!)).json().partnerFirm as PartnerFirm;

    expect(ownersOf(both)).toEqual([p1!.id]);
    const promoted = (await assign(firm, p2!, { is_owner: true })).json().partnerFirm;
    expect(ownersOf(promoted).sort()).toEqual([p1!.id, p2!.id].sort());
    // Moving p1 to another firm takes them out of the first: a partner belongs to at most one.
    const moved = (await assign(other, p1!)).json().partnerFirm as PartnerFirm;
    expect(ownersOf(moved)).toEqual([p1!.id]);
    const list = (await t.call('partnerFirm/list', {}, admin.token)).json()
      .partnerFirm as PartnerFirm[];
    const first = list.find((f) => f.partner_firm_id === firm.partner_firm_id)!;
    expect(first.members!.map((m) => m.user_id)).toEqual([p2!.id]);
    // Taking out the only owner makes the eldest remaining partner the owner.
    const p3 = await buildUser(t, { role: 'partner' });
    await assign(other, p3);
    const left = await t.call(
      'partnerFirm/unassign',
      { partner_firm_id: other.partner_firm_id, user_id: p1!.id },
      admin.token,
    );
    expect(ownersOf(left.json().partnerFirm)).toEqual([p3.id]);
  });

  it('refuses to put a non-partner in a firm, or an unknown user', async () => {
    const firm = await create();
    const notPartner = await assign(firm, customer);
    expect(notPartner.statusCode).toBe(400);
    expect(notPartner.json().message).toBe(FIRM_TEXTS.notPartner);
    const unknown = await t.call(
      'partnerFirm/assign',
      { partner_firm_id: firm.partner_firm_id, user_id: crypto.randomUUID() },
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
    const notMember = await t.call(
      'partnerFirm/unassign',
      { partner_firm_id: firm.partner_firm_id, user_id: customer.id },
      admin.token,
    );
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe(FIRM_TEXTS.notMember);
  });

  it('lists every firm in the directory with answered requests and median hours, without members', async () => {
    const firm = await create({ countries: ['IT'] });
    const idle = await create();
    const analyst = await buildUser(t, { role: 'partner' });
    await assign(firm, analyst);
    // Three first answers, 2, 4 and 10 hours after filing; a later revision counts for nothing.
    for (const hours of [2, 4, 10]) {
      const { incidentId, findingId } = await answeredBy(t, customer, analyst);
      await t.database.db
        .update(incidents)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(incidents.id, incidentId));
      await t.database.db
        .update(findingRevisions)
        .set({ publishedAt: sql`now()` })
        .where(eq(findingRevisions.findingId, findingId));
    }
    const reply = await t.call('partnerFirm/directory', {}, customer.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = reply.json().partnerFirm as PartnerDirectoryEntry[];
    const found = rows.find((r) => r.partner_firm_id === firm.partner_firm_id)!;
    expect(found).toMatchObject({ countries: ['IT'], answered: 3 });
    expect(found.median_hours).toBeCloseTo(4, 0);
    expect(found).not.toHaveProperty('members');
    expect(rows.find((r) => r.partner_firm_id === idle.partner_firm_id)).toMatchObject({
      answered: 0,
      median_hours: null,
    });
  });
});
