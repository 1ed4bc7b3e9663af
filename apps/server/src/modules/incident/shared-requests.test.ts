import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, incidents } from '../../db/schema.js';
import {
  buildCompany,
  buildIncident,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { answer } from '../../test/finding.test-helpers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Requests shared within a company (docs/rules/companies.md, "Shared requests"): company A's
 * owner, admin, member (the author) and viewer, a member of company B, a solo customer, the partner
 * who answered and a platform admin, through every route a request's content is read or changed by.
 */
const CALLERS = [
  'solo',
  'ownerA',
  'adminA',
  'memberA',
  'viewerA',
  'memberB',
  'partner',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];
type Expect = Record<Caller, number>;
const row = (...s: [number, number, number, number, number, number, number, number]) =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, s[i]])) as Expect;

// Statuses in caller order: solo, owner A, admin A, member A (author), viewer A, member B, partner, admin.
const COMPANY_READS = row(403, 200, 200, 200, 200, 403, 200, 200);
const COMPANY_WRITES = row(403, 200, 200, 200, 403, 403, 200, 200);
/** The author and A's owners and admins; staff never rewrite a customer's question. */
const COMPANY_CHANGES = row(403, 200, 200, 200, 403, 403, 403, 403);
/** The same member's personal request: theirs and the staff's only. */
const PERSONAL_READS = row(403, 403, 403, 200, 403, 403, 200, 200);

let t: TestApp;
let people: Record<Caller, TestUser>;
let companyA: string;

let reference: Awaited<ReturnType<typeof buildReferenceSet>>;

/**
 * A request about FR filed by `author` (stored directly: the API's per-account filing limit is not
 * under test here) and answered Red through the API by the partner.
 */
const answeredRequest = async (author: TestUser, companyId: string | null) => {
  const incident = await buildIncident(t, {
    createdBy: author.id,
    companyId,
    queryTypeId: reference.queryType.id,
    countries: ['FR'],
  });
  const [factorA, factorB] = reference.factors;
  const res = await t.call(
    'finding/insert',
    {
      incident_id: incident.id,
      factor_response: { [factorA.id]: answer('Red'), [factorB.id]: answer('Red') },
    },
    people.partner.token,
  );
  if (res.statusCode !== 200) throw new Error(`finding/insert: ${res.body}`);
  return incident.id;
};

/** Company A's request, filed by its member. */
const sharedRequest = () => answeredRequest(people.memberA, companyA);

/** The same member's request kept personal. */
const personalRequest = () => answeredRequest(people.memberA, null);

const sameQuestion = async (incidentId: string) => {
  const [stored] = await t.database.db.select().from(incidents).where(eq(incidents.id, incidentId));
  return {
    incident_id: incidentId,
    customerType: stored!.customerType,
    queryType_id: stored!.queryTypeId,
    query: stored!.query,
    countries: stored!.countries,
  };
};

const statusesOf = async (route: string, body: (caller: Caller) => Promise<object> | object) => {
  const seen = {} as Expect;
  for (const caller of CALLERS) {
    seen[caller] = (await t.call(route, await body(caller), people[caller].token)).statusCode;
  }
  return seen;
};

const listOf = async (caller: Caller, body: object = {}) =>
  (
    (await t.call('incident/list', body, people[caller].token)).json() as {
      incident: { incident_id: string; company: { name: string } | null; filed_by: unknown }[];
    }
  ).incident;

const idsOf = async (caller: Caller, body: object = {}) =>
  (await listOf(caller, body)).map((incident) => incident.incident_id);

const notificationsOf = async (caller: Caller) =>
  (
    (await t.call('notification/list', {}, people[caller].token)).json() as {
      notification: { incident_id: string | null; kind: string }[];
    }
  ).notification;

describe('requests shared within a company', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    people = {
      solo: await buildUser(t),
      ownerA: await buildUser(t),
      adminA: await buildUser(t),
      memberA: await buildUser(t),
      viewerA: await buildUser(t),
      memberB: await buildUser(t),
      partner: await buildUser(t, { role: 'partner' }),
      admin: await buildUser(t, { role: 'admin' }),
    };
    const a = await buildCompany(t, [
      { user: people.ownerA, role: 'owner' },
      { user: people.adminA, role: 'admin' },
      { user: people.memberA, role: 'member' },
      { user: people.viewerA, role: 'viewer' },
    ]);
    companyA = a.id;
    reference = await buildReferenceSet(t);
    await buildCompany(t, [{ user: people.memberB, role: 'member' }]);
  });
  afterAll(() => t.close());

  describe('authorization matrix', () => {
    const reads: [string, (id: string) => object][] = [
      ['incident/get', (id) => ({ incident_id: id })],
      ['finding/list', (id) => ({ incident_id: id })],
      ['finding/history', (id) => ({ incident_id: id })],
      ['message/list', (id) => ({ incident_id: id })],
      ['message/read', (id) => ({ incident_id: id })],
      ['developments/list', (id) => ({ incident_id: id })],
    ];
    for (const [route, body] of reads) {
      it(`${route}: every member of A reads A's request; a member's personal one stays theirs`, async () => {
        const shared = await sharedRequest();
        expect(await statusesOf(route, () => body(shared))).toEqual(COMPANY_READS);
        const personal = await personalRequest();
        expect(await statusesOf(route, () => body(personal))).toEqual(PERSONAL_READS);
      });
    }

    it("finding/get: every member of A reads the answer to A's request", async () => {
      const shared = await sharedRequest();
      const list = await t.call('finding/list', { incident_id: shared }, people.memberA.token);
      const findingId = (list.json() as { finding: { finding_id: string }[] }).finding[0]!
        .finding_id;
      expect(await statusesOf('finding/get', () => ({ finding_id: findingId }))).toEqual(
        COMPANY_READS,
      );
    });

    it("message/insert: A's members write on A's request, its viewers and outsiders do not", async () => {
      const shared = await sharedRequest();
      expect(
        await statusesOf('message/insert', () => ({ incident_id: shared, body: 'Any news?' })),
      ).toEqual(COMPANY_WRITES);
    });

    it("incident/update: the author and A's owners and admins change A's request", async () => {
      const shared = await sharedRequest();
      const body = await sameQuestion(shared);
      expect(await statusesOf('incident/update', () => body)).toEqual(COMPANY_CHANGES);
    });

    it("incident/remove: the author and A's owners and admins delete A's request", async () => {
      const seen = await statusesOf('incident/remove', async () => ({
        incident_id: await sharedRequest(),
        is_deleted: true,
      }));
      expect(seen).toEqual(COMPANY_CHANGES);
    });
  });

  it('lists: A sees its shared requests, B and the solo customer do not; scope narrows', async () => {
    const shared = await sharedRequest();
    const personal = await personalRequest();
    for (const caller of ['ownerA', 'adminA', 'viewerA'] as const) {
      const ids = await idsOf(caller);
      expect(ids).toContain(shared);
      expect(ids).not.toContain(personal);
    }
    expect(await idsOf('memberA')).toEqual(expect.arrayContaining([shared, personal]));
    for (const caller of ['memberB', 'solo'] as const) {
      expect(await idsOf(caller)).not.toContain(shared);
      // created_by is ignored for customers: they still get only what they may read.
      expect(await idsOf(caller, { created_by: people.memberA.id })).not.toContain(shared);
    }
    expect(await idsOf('memberA', { scope: 'company' })).toContain(shared);
    expect(await idsOf('memberA', { scope: 'company' })).not.toContain(personal);
    expect(await idsOf('ownerA', { scope: 'mine' })).not.toContain(shared);
    expect(await idsOf('solo', { scope: 'company' })).toEqual([]);
    const [record] = (await listOf('viewerA', { scope: 'company' })).filter(
      (incident) => incident.incident_id === shared,
    );
    expect(record?.company).toMatchObject({ company_id: companyA });
    expect(record?.filed_by).toMatchObject({ user_id: people.memberA.id });
  });

  it("counts A's findings in every member's country figures and dashboard, never B's", async () => {
    await sharedRequest();
    const findingsIn = async (caller: Caller) => {
      const res = await t.call('country/get', { code: 'FR' }, people[caller].token);
      return (res.json() as { country: { findings: number; requests: unknown[] } }).country;
    };
    const viewer = await findingsIn('viewerA');
    expect(viewer.findings).toBeGreaterThan(0);
    expect(viewer.requests.length).toBeGreaterThan(0);
    const outsider = await findingsIn('memberB');
    expect(outsider.findings).toBe(0);
    expect(outsider.requests).toEqual([]);
    const dashboard = async (caller: Caller) =>
      (
        (await t.call('dashboard/get', {}, people[caller].token)).json() as {
          dashboard: { customer: { byStatus: { label: string; count: number }[] } };
        }
      ).dashboard.customer.byStatus;
    expect(await dashboard('viewerA')).toContainEqual(
      expect.objectContaining({ label: 'Answered' }),
    );
    expect(await dashboard('memberB')).toEqual([]);
  });

  it("tells the author and A's owners and admins of the answer, not its other members", async () => {
    const shared = await sharedRequest();
    const answered = async (caller: Caller) =>
      (await notificationsOf(caller)).some(
        (n) => n.incident_id === shared && n.kind === 'answered',
      );
    expect(await answered('memberA')).toBe(true);
    expect(await answered('ownerA')).toBe(true);
    expect(await answered('adminA')).toBe(true);
    expect(await answered('viewerA')).toBe(false);
    expect(await answered('memberB')).toBe(false);
  });

  it("a colleague's message reaches the analyst and the author; the analyst's reaches the author and the managers", async () => {
    const shared = await sharedRequest();
    const messaged = async (caller: Caller) =>
      (await notificationsOf(caller)).filter(
        (n) => n.incident_id === shared && n.kind === 'message',
      ).length;
    await t.call(
      'message/insert',
      { incident_id: shared, body: 'From admin A' },
      people.adminA.token,
    );
    expect(await messaged('partner')).toBe(1);
    expect(await messaged('memberA')).toBe(1);
    expect(await messaged('adminA')).toBe(0);
    await t.call('message/insert', { incident_id: shared, body: 'Noted' }, people.partner.token);
    expect(await messaged('adminA')).toBe(1);
    expect(await messaged('ownerA')).toBe(2);
    expect(await messaged('viewerA')).toBe(0);
  });

  it('files for the company by default for members, never for viewers or solo customers', async () => {
    const companyOf = async (caller: Caller, extra: object = {}) => {
      const res = await t.call(
        'incident/insert',
        {
          customerType: 'Global',
          queryType_id: reference.queryType.id,
          query: 'Shared?',
          ...extra,
        },
        people[caller].token,
      );
      return { status: res.statusCode, body: res.json() as { incident?: { company: unknown } } };
    };
    expect((await companyOf('memberA')).body.incident?.company).toMatchObject({
      company_id: companyA,
    });
    expect((await companyOf('memberA', { for_company: false })).body.incident?.company).toBeNull();
    expect((await companyOf('viewerA')).body.incident?.company).toBeNull();
    expect((await companyOf('viewerA', { for_company: true })).status).toBe(403);
    expect((await companyOf('solo')).body.incident?.company).toBeNull();
    const refused = await companyOf('solo', { for_company: true });
    expect(refused.status).toBe(400);
  });

  it("puts the shared request's events in A's trail, never a member's personal one", async () => {
    const shared = await sharedRequest();
    const personal = await personalRequest();
    await t.call('incident/release', { incident_id: shared }, people.partner.token);
    await t.call('incident/claim', { incident_id: shared }, people.partner.token);
    await t.call('message/insert', { incident_id: shared, body: 'Hi' }, people.memberA.token);
    const trailOf = async (incidentId: string) =>
      (
        (await t.call('audit/list', { target_id: incidentId }, people.ownerA.token)).json() as {
          audit: { action: string }[];
        }
      ).audit.map((event) => event.action);
    expect(await trailOf(shared)).toEqual(
      expect.arrayContaining([
        'finding.publish',
        'incident.release',
        'incident.claim',
        'message.post',
      ]),
    );
    expect(await trailOf(personal)).toEqual([]);
  });

  it('an author made a viewer still reads their request but no longer changes or writes on it', async () => {
    const author = await buildUser(t);
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: companyA, userId: author.id, role: 'member' });
    const id = await answeredRequest(author, companyA);
    const set = await t.call(
      'member/setRole',
      { user_id: author.id, role: 'viewer' },
      people.ownerA.token,
    );
    expect(set.statusCode).toBe(200);
    expect((await t.call('incident/get', { incident_id: id }, author.token)).statusCode).toBe(200);
    expect((await t.call('incident/update', await sameQuestion(id), author.token)).statusCode).toBe(
      403,
    );
    const message = await t.call('message/insert', { incident_id: id, body: 'Hi' }, author.token);
    expect(message.statusCode).toBe(403);
  });

  it('a member who leaves keeps nothing of the company, not even the requests they filed', async () => {
    const leaver = await buildUser(t);
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: companyA, userId: leaver.id, role: 'member' });
    const id = await answeredRequest(leaver, companyA);
    expect((await t.call('incident/get', { incident_id: id }, leaver.token)).statusCode).toBe(200);
    expect((await t.call('member/leave', {}, leaver.token)).statusCode).toBe(200);
    expect((await t.call('incident/get', { incident_id: id }, leaver.token)).statusCode).toBe(403);
    const list = await t.call('incident/list', {}, leaver.token);
    expect((list.json() as { incident: unknown[] }).incident).toEqual([]);
    expect(
      (await t.call('incident/get', { incident_id: id }, people.ownerA.token)).statusCode,
    ).toBe(200);
  });
});
