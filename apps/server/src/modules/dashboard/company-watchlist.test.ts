import type { Watch } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox } from '../../db/schema.js';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { articleBody, sweepNews } from '../../test/news.test-helpers.js';
import type { AlertNotice } from '../alerts/index.js';

/**
 * Company watchlists (docs/rules/companies.md, "Company watchlist"): kept by a company's owners and
 * admins beside everyone's personal watches, read by every member, heard by every member.
 */
const CALLERS = ['solo', 'ownerA', 'adminA', 'memberA', 'viewerA', 'memberB', 'partner', 'admin'];
type Caller = (typeof CALLERS)[number];
type Expect = Record<Caller, number>;
const row = (...s: number[]) =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, s[i]])) as Expect;

let t: TestApp;
let people: Record<Caller, TestUser>;
let companyA: string;
const notices: AlertNotice[] = [];
let clock = new Date();

const call = (caller: Caller, route: string, body: object) =>
  t.call(route, body, people[caller]!.token);
const watchesOf = async (caller: Caller) =>
  (await call(caller, 'watch/list', {})).json<{ watch: Watch[]; can_manage_company: boolean }>();
const companyWatch = async (country: string, by: Caller = 'ownerA') => {
  const res = await call(by, 'watch/insert', { country, for_company: true });
  if (res.statusCode !== 200) throw new Error(`watch/insert: ${res.body}`);
  return res.json<{ watch: Watch }>().watch;
};
const sweep = () =>
  sweepNews(t.database.db, {
    notify: async (_db, notice) => void notices.push(notice),
    now: () => clock,
  });
const publish = (countries: string[], riskLevel: string, title: string) =>
  call('admin', 'articles/insert', articleBody({ title, riskLevel, countries }));
const heard = (title: string) =>
  CALLERS.filter((caller) =>
    notices.some((n) => n.userId === people[caller]!.id && n.text.endsWith(title)),
  );
const mailsTo = (caller: Caller) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, people[caller]!.email));

beforeAll(async () => {
  t = await buildTestApp();
  people = Object.fromEntries(
    await Promise.all(
      CALLERS.map(async (caller) => [
        caller,
        await buildUser(t, {
          role: caller === 'partner' ? 'partner' : caller === 'admin' ? 'admin' : 'customer',
        }),
      ]),
    ),
  ) as Record<Caller, TestUser>;
  const a = await buildCompany(t, [
    { user: people.ownerA!, role: 'owner' },
    { user: people.adminA!, role: 'admin' },
    { user: people.memberA!, role: 'member' },
    { user: people.viewerA!, role: 'viewer' },
  ]);
  companyA = a.id;
  await buildCompany(t, [{ user: people.memberB!, role: 'owner' }]);
});
afterAll(() => t.close());

describe('company watchlists: who may keep them', () => {
  it('owners and admins add; members and viewers are refused; without a company it is personal only', async () => {
    const seen = {} as Expect;
    for (const caller of CALLERS) {
      seen[caller] = (
        await call(caller, 'watch/insert', { country: 'NE', for_company: true })
      ).statusCode;
    }
    // B's owner keeps B's own watchlist; the solo customer, partner and admin have no company.
    expect(seen).toEqual(row(400, 200, 200, 403, 403, 200, 400, 400));
    const refused = await call('memberA', 'watch/insert', { country: 'NE', for_company: true });
    expect(refused.json().message).toBe("Only the company's owners and admins may do this");
    const solo = await call('solo', 'watch/insert', { country: 'NE', for_company: true });
    expect(solo.json().message).toBe(
      'You do not belong to a company, so you can only watch a country for yourself',
    );
  });

  it('every member of A reads A’s watchlist beside their own watches; no one else does', async () => {
    const watch = await companyWatch('ML');
    await call('memberA', 'watch/insert', { country: 'BF' });
    const member = await watchesOf('memberA');
    expect(member.can_manage_company).toBe(false);
    expect(member.watch).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ country: 'BF', scope: 'personal', can_remove: true }),
        expect.objectContaining({
          watch_id: watch.watch_id,
          country: 'ML',
          name: 'Mali',
          scope: 'company',
          can_remove: false,
        }),
      ]),
    );
    // Personal watches come first.
    expect(member.watch[0]?.scope).toBe('personal');
    expect((await watchesOf('viewerA')).watch.map((w) => w.country)).toContain('ML');
    const manager = await watchesOf('adminA');
    expect(manager.can_manage_company).toBe(true);
    expect(manager.watch.find((w) => w.country === 'ML')?.can_remove).toBe(true);
    for (const outsider of ['memberB', 'solo', 'partner', 'admin'] as const) {
      expect((await watchesOf(outsider)).watch.map((w) => w.watch_id)).not.toContain(
        watch.watch_id,
      );
    }
    // The members' dashboards count the company's countries among the watched ones.
    const dashboard = await call('viewerA', 'dashboard/get', {});
    expect(
      dashboard.json().dashboard.customer.watched.map((c: { code: string }) => c.code),
    ).toContain('ML');
  });

  it('only A’s owners and admins remove A’s entries; others get 403 or 404, and nothing changes', async () => {
    const watch = await companyWatch('TD');
    const seen = {} as Expect;
    for (const caller of ['solo', 'memberA', 'viewerA', 'memberB', 'partner', 'admin']) {
      seen[caller] = (await call(caller, 'watch/remove', { watch_id: watch.watch_id })).statusCode;
    }
    expect(seen).toEqual({
      solo: 404,
      memberA: 403,
      viewerA: 403,
      memberB: 404,
      partner: 404,
      admin: 404,
    });
    expect((await watchesOf('memberA')).watch.map((w) => w.country)).toContain('TD');
    expect((await call('adminA', 'watch/remove', { watch_id: watch.watch_id })).statusCode).toBe(
      200,
    );
    expect((await watchesOf('memberA')).watch.map((w) => w.country)).not.toContain('TD');
    // A member's personal watch is theirs alone: A's owner cannot remove it either.
    const own = (await call('memberA', 'watch/insert', { country: 'SD' })).json().watch;
    expect((await call('ownerA', 'watch/remove', { watch_id: own.watch_id })).statusCode).toBe(404);
  });

  it('each change of the watchlist is in A’s audit trail; personal watches are not', async () => {
    const watch = await companyWatch('SO', 'adminA');
    await call('ownerA', 'watch/remove', { watch_id: watch.watch_id });
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, watch.watch_id)));
    expect(rows.map((r) => [r.action, r.companyId, r.actorUserId])).toEqual([
      ['watchlist.add', companyA, people.adminA!.id],
      ['watchlist.remove', companyA, people.ownerA!.id],
    ]);
    const own = (await call('solo', 'watch/insert', { country: 'SO' })).json().watch;
    expect(
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, own.watch_id)),
    ).toEqual([]);
  });
});

describe('company watchlists: who hears of the news', () => {
  it('tells every member of the company once, by the watchlist’s level; no one outside', async () => {
    await companyWatch('YE');
    // The member also watches Yemen personally (at Severe): their own watch speaks for them.
    await call('memberA', 'watch/insert', { country: 'YE', minLevel: 'Severe' });
    await sweep();
    notices.length = 0;

    await publish(['YE'], 'High Risk', 'Port of Hodeidah closed');
    await sweep();
    expect(heard('Port of Hodeidah closed')).toEqual(['ownerA', 'adminA', 'viewerA']);
    expect(notices.find((n) => n.userId === people.viewerA!.id)?.text).toBe(
      'High Risk news for Yemen (company watchlist): Port of Hodeidah closed',
    );
    for (const caller of ['ownerA', 'adminA', 'viewerA']) {
      expect((await mailsTo(caller)).map((m) => m.subject)).toContain('GeoRisk alert: Yemen');
    }
    expect(await mailsTo('memberB')).toEqual([]);

    await publish(['YE'], 'Severe', 'Sanaa airport struck');
    await sweep();
    // Once each, the member through their own watch.
    expect(heard('Sanaa airport struck')).toEqual(['ownerA', 'adminA', 'memberA', 'viewerA']);
    expect(notices.filter((n) => n.text.endsWith('Sanaa airport struck'))).toHaveLength(4);

    await publish(['YE'], 'Medium Risk', 'Below every level');
    await sweep();
    expect(heard('Below every level')).toEqual([]);
  });

  it('gathers the hour’s further news into one digest e-mail per member', async () => {
    await companyWatch('LY');
    await publish(['LY'], 'Severe', 'Tripoli clashes');
    await sweep();
    const before = (await mailsTo('viewerA')).length;
    clock = new Date(clock.getTime() + 20 * 60_000);
    await publish(['LY'], 'High Risk', 'Benghazi curfew');
    await sweep();
    expect(await mailsTo('viewerA')).toHaveLength(before);
    clock = new Date(clock.getTime() + 41 * 60_000);
    await sweep();
    for (const caller of ['ownerA', 'adminA', 'memberA', 'viewerA']) {
      const subjects = (await mailsTo(caller)).map((m) => m.subject);
      expect(subjects.filter((s) => s === 'GeoRisk alert: Libya (1 more)')).toHaveLength(1);
    }
    expect(await mailsTo('solo')).toEqual([]);
  });
});
