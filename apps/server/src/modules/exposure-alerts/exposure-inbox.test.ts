import type { Alert } from '@georisk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, branches } from '../../db/schema.js';
import {
  buildBranch,
  buildCompany,
  buildExposureAlert,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { branchesNearProbes } from './exposure-candidates.repository.js';
import { boxAround } from './exposure-geometry.js';

const t = useTestApp();
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

let owner: TestUser;
let viewer: TestUser;
let ownerB: TestUser;
let partner: TestUser;
let admin: TestUser;
let companyA: string;

beforeAll(async () => {
  [owner, viewer, ownerB, partner, admin] = await Promise.all([
    buildUser(t),
    buildUser(t),
    buildUser(t),
    buildUser(t, { role: 'partner' }),
    buildUser(t, { role: 'admin' }),
  ]);
  companyA = (
    await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: viewer, role: 'viewer' },
    ])
  ).id;
  await buildCompany(t, [{ user: ownerB, role: 'owner' }]);
  await buildReferenceSet(t);
});

const call = async (path: string, body: object, user: TestUser) => t.call(path, body, user.token);
const listOf = async (user: TestUser, body: object = {}) => {
  const res = await call('alert/list', body, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ alert: Alert[]; total: number; can_manage: boolean }>();
};
const auditOf = (action: string, id: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, id)));

describe('alert inbox', () => {
  it("lists the company's alerts newest first, filtered, and nobody else's", async () => {
    const older = await buildExposureAlert(t, { companyId: companyA });
    const newer = await buildExposureAlert(
      t,
      { companyId: companyA },
      { level: 'Severe', createdAt: new Date(Date.now() + 1000) },
    );
    const ofB = await buildExposureAlert(t, { userId: ownerB.id });

    const page = await listOf(viewer);
    expect(page.alert.map((a) => a.alert_id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(page.can_manage).toBe(false);
    expect((await listOf(owner)).can_manage).toBe(true);
    expect((await listOf(owner, { level: 'Severe' })).alert.map((a) => a.alert_id)).toContain(
      newer.id,
    );
    expect((await listOf(owner, { level: 'Severe' })).alert.map((a) => a.alert_id)).not.toContain(
      older.id,
    );
    expect((await listOf(owner, { branch_id: older.branchId })).alert).toHaveLength(1);
    expect((await listOf(owner, { country: 'DE' })).total).toBe(0);
    expect((await listOf(owner, { status: 'dismissed' })).total).toBe(0);
    expect((await listOf(ownerB)).alert.map((a) => a.alert_id)).not.toContain(older.id);
    expect((await listOf(admin)).alert.map((a) => a.alert_id)).toEqual(
      expect.arrayContaining([older.id, newer.id, ofB.id]),
    );
    expect((await call('alert/list', {}, partner)).statusCode).toBe(403);

    const [first] = page.alert;
    expect(first).toMatchObject({
      level: 'Severe',
      status: 'open',
      distance_km: 12,
      branch: { country: 'FR' },
      handled_by: null,
    });
    expect((await call('alert/get', { alert_id: older.id }, ownerB)).statusCode).toBe(403);
    expect((await call('alert/list', { status: 'closed' }, owner)).json()).toMatchObject({
      message: 'Please choose a status: open, acknowledged, dismissed or escalated',
    });
  });

  it('acknowledges, dismisses with a reason, records who and when, and audits each', async () => {
    const alert = await buildExposureAlert(t, { companyId: companyA });
    expect((await call('alert/acknowledge', { alert_id: alert.id }, viewer)).statusCode).toBe(403);
    expect((await call('alert/acknowledge', { alert_id: alert.id }, ownerB)).statusCode).toBe(403);
    expect((await call('alert/acknowledge', { alert_id: alert.id }, admin)).statusCode).toBe(403);

    const acked = await call('alert/acknowledge', { alert_id: alert.id }, owner);
    expect(acked.json<{ alert: Alert }>().alert).toMatchObject({
      status: 'acknowledged',
      handled_by: { user_id: owner.id },
    });
    // Again: nothing changes and nothing more is recorded.
    expect((await call('alert/acknowledge', { alert_id: alert.id }, owner)).statusCode).toBe(200);
    expect(await auditOf('alert.acknowledge', alert.id)).toHaveLength(1);

    const noReason = await call('alert/dismiss', { alert_id: alert.id, reason: '  ' }, owner);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: 'Please say why the alert is dismissed' });
    const dismissed = await call(
      'alert/dismiss',
      { alert_id: alert.id, reason: 'Branch closed for the holidays' },
      owner,
    );
    expect(dismissed.json<{ alert: Alert }>().alert).toMatchObject({
      status: 'dismissed',
      note: 'Branch closed for the holidays',
    });
    const [row] = await auditOf('alert.dismiss', alert.id);
    expect(row).toMatchObject({ actorUserId: owner.id, companyId: companyA });

    const late = await call('alert/escalate', { alert_id: alert.id }, owner);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'This alert is already dismissed' });
  });

  it("escalates into a company request the analysts' queue shows, linked to the alert", async () => {
    const alert = await buildExposureAlert(t, { companyId: companyA });
    const res = await call('alert/escalate', { alert_id: alert.id }, owner);
    expect(res.statusCode).toBe(200);
    const escalated = res.json<{ alert: Alert }>().alert;
    expect(escalated.status).toBe('escalated');
    expect(escalated.incident_id).toEqual(expect.any(String));

    const queue = await call('incident/list', {}, partner);
    const filed = queue
      .json<{ incident: { incident_id: string; query: string; countries: string[] }[] }>()
      .incident.find((i) => i.incident_id === escalated.incident_id);
    expect(filed?.query).toContain(escalated.branch?.name);
    expect(filed?.query).toContain(escalated.article.title);
    expect(filed?.countries).toEqual(['FR']);
    // Shared with the company: its viewer reads it.
    const seen = await call('incident/get', { incident_id: escalated.incident_id }, viewer);
    expect(seen.statusCode).toBe(200);
    expect(await auditOf('alert.escalate', alert.id)).toHaveLength(1);
    expect((await call('alert/escalate', { alert_id: alert.id }, owner)).statusCode).toBe(409);
  });

  it('lets one of two people handling an alert at once win', async () => {
    const alert = await buildExposureAlert(t, { companyId: companyA });
    const answers = await Promise.all([
      call('alert/dismiss', { alert_id: alert.id, reason: 'Drill' }, owner),
      call('alert/escalate', { alert_id: alert.id }, owner),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('dashboard exposure figures', () => {
  it('sums the people at branches with open alerts, counts them by level, ranks the branches', async () => {
    const [boss] = await Promise.all([buildUser(t)]);
    const company = (await buildCompany(t, [{ user: boss, role: 'owner' }])).id;
    const severe = await buildExposureAlert(t, { companyId: company }, { level: 'Severe' });
    const high = await buildExposureAlert(t, { companyId: company });
    const handled = await buildExposureAlert(t, { companyId: company }, { status: 'dismissed' });
    const people = (id: string, n: number) =>
      t.database.db.update(branches).set({ people: n }).where(eq(branches.id, id));
    await people(severe.branchId, 40);
    await people(high.branchId, 100);
    await people(handled.branchId, 7);
    // A second open alert on the High Risk branch puts it first.
    await buildExposureAlert(t, { companyId: company });
    await t.database.db.execute(
      sql`update exposure_alerts set branch_id = ${high.branchId}
           where id = (select id from exposure_alerts where company_id = ${company}
                        order by created_at desc limit 1)`,
    );

    const reply = await call('dashboard/get', {}, boss);
    const exposure = reply.json<{
      dashboard: {
        customer: { exposure: { peopleExposed: number; openByLevel: unknown; atRisk: unknown } };
      };
    }>().dashboard.customer.exposure;
    expect(exposure.peopleExposed).toBe(140);
    expect(exposure.openByLevel).toEqual([
      { label: 'Severe', count: 1 },
      { label: 'High Risk', count: 2 },
      { label: 'Medium Risk', count: 0 },
      { label: 'Risk', count: 0 },
      { label: 'Low Risk', count: 0 },
    ]);
    expect(exposure.atRisk).toMatchObject([
      { branch_id: high.branchId, open: 2, worst: 'High Risk', people: 100 },
      { branch_id: severe.branchId, open: 1, worst: 'Severe', people: 40 },
    ]);
    // A customer without branches gets no exposure section.
    const loner = await buildUser(t);
    const plain = (await call('dashboard/get', {}, loner)).json<{
      dashboard: { customer: object };
    }>();
    expect(plain.dashboard.customer).not.toHaveProperty('exposure');
  });
});

describe.skipIf(!onPostgres)('exposure candidates on PostgreSQL', () => {
  it('reads each bounding box through the branches_point GiST index among 20 000 branches', async () => {
    const owner = await buildUser(t);
    await buildBranch(t, { userId: owner.id });
    // 20 000 branches spread over the inhabited latitudes, as a large customer base would be.
    await t.database.db.execute(sql`
      insert into ${branches} (user_id, name, kind, lat, lon, country)
      select ${owner.id}::uuid, 'Branch ' || i, 'office',
             -55 + (i * 7919 % 12500) / 100.0, -180 + (i * 104729 % 36000) / 100.0, 'FR'
        from generate_series(1, 20000) as i`);
    await t.database.db.execute(sql`analyze ${branches}`);
    // Two places of a batch, one of them across the antimeridian (two longitude ranges).
    const probes = [
      { lat: 30.5, lon: 47.8 },
      { lat: -17.7, lon: 178.1 },
    ].map((place) => ({ ...place, box: boxAround(place), level: 'Severe' as const }));
    const plan = (await t.database.db.execute(
      sql`explain ${branchesNearProbes(probes)}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using branches_point|Bitmap Index Scan on branches_point/);
    expect(text).not.toMatch(/Seq Scan on branches/);
  });
});
