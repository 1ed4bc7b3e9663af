import { CODES, COMPANY_MESSAGES, MESSAGES } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, companies } from '../../db/schema.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const acme = { name: 'Acme Risk', kind: 'Corporate', country: 'GB', domain: 'Acme.example' };
const companyCount = async () => (await t.database.db.select().from(companies)).length;

describe('company/insert', () => {
  it('makes the customer its owner and answers the spec success text', async () => {
    const customer = await buildUser(t);
    const res = await t.call('company/insert', acme, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Companies Registered Successfully.',
      company: { name: 'Acme Risk', kind: 'Corporate', country: 'GB', domain: 'acme.example' },
    });
    expect(res.json().company.role).toBe('owner');
    const got = await t.call('company/get', {}, customer.token);
    expect(got.json().company.company_id).toBe(res.json().company.company_id);
    const members = await t.call('member/list', {}, customer.token);
    expect(members.json().member).toEqual([
      expect.objectContaining({ user_id: customer.id, role: 'owner', email: customer.email }),
    ]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'company.create'));
    expect(events.map((event) => event.actorUserId)).toContain(customer.id);
  });

  it('refuses a second company for the same user (one company per user)', async () => {
    const customer = await buildUser(t);
    expect((await t.call('company/insert', acme, customer.token)).statusCode).toBe(200);
    const before = await companyCount();
    const again = await t.call('company/insert', { ...acme, name: 'Other' }, customer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already belong to a company/);
    expect(await companyCount()).toBe(before);
  });

  it('is for customers only', async () => {
    const partner = await buildUser(t, { role: 'partner' });
    const res = await t.call('company/insert', acme, partner.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only customers can create a company');
  });

  it('answers the first failing rule in form order and writes nothing', async () => {
    const customer = await buildUser(t);
    const before = await companyCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...acme, name: ' ' }, COMPANY_MESSAGES.name],
      [{ ...acme, name: '', kind: 'Club' }, COMPANY_MESSAGES.name],
      [{ ...acme, kind: 'Club' }, COMPANY_MESSAGES.kind],
      [{ ...acme, country: 'XX' }, MESSAGES.invalidCountry],
      [{ ...acme, domain: 'not a domain' }, COMPANY_MESSAGES.domain],
      [
        { ...acme, name: 'A\u200bcme' },
        'Remove invisible or direction-changing characters from the Company name',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('company/insert', body, customer.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: CODES.invalidInput, message });
    }
    expect(await companyCount()).toBe(before);
    const noDomain = await t.call('company/insert', { ...acme, domain: '' }, customer.token);
    expect(noDomain.json().company.domain).toBeNull();
  });
});

describe('company/get and company/update', () => {
  it('a solo customer has no company yet', async () => {
    const solo = await buildUser(t);
    const res = await t.call('company/get', {}, solo.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('You do not belong to a company yet');
  });

  it('owners and admins edit; members and viewers read only; a same-value save is a no-op', async () => {
    const [owner, admin, member, viewer] = await Promise.all([1, 2, 3, 4].map(() => buildUser(t)));
    const company = await buildCompany(t, [
      { user: owner!, role: 'owner' },
      { user: admin!, role: 'admin' },
      { user: member!, role: 'member' },
      { user: viewer!, role: 'viewer' },
    ]);
    const body = { company_id: company.id, name: 'Renamed', kind: 'Government', country: 'FR' };
    for (const user of [member!, viewer!]) {
      expect((await t.call('company/get', {}, user.token)).json().company.name).toBe(company.name);
      const refused = await t.call('company/update', body, user.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only the company's owners and admins may do this");
    }
    const updated = await t.call('company/update', body, admin!.token);
    expect(updated.json()).toMatchObject({
      message: 'Company updated',
      company: { name: 'Renamed', kind: 'Government', country: 'FR', role: 'admin' },
    });
    const again = await t.call('company/update', body, owner!.token);
    expect(again.json().message).toBe('Nothing to change');
  });

  it("never shows or changes another company's record", async () => {
    const [ownerA, ownerB] = [await buildUser(t), await buildUser(t)];
    const a = await buildCompany(t, [{ user: ownerA, role: 'owner' }]);
    await buildCompany(t, [{ user: ownerB, role: 'owner' }]);
    const read = await t.call('company/get', { company_id: a.id }, ownerB.token);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('This company is not yours');
    const body = { company_id: a.id, name: 'Taken', kind: 'Corporate', country: 'GB' };
    expect((await t.call('company/update', body, ownerB.token)).statusCode).toBe(403);
    const [stored] = await t.database.db.select().from(companies).where(eq(companies.id, a.id));
    expect(stored?.name).toBe(a.name);
  });
});
