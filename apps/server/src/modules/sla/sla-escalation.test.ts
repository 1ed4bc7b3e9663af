import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, notifications } from '../../db/schema.js';
import { buildReferenceSet, buildUser, type TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { setSlaHourSeconds } from './sla-clock.js';
import { escalateDueRequests } from './sla-escalation.service.js';

/** SLA escalation (docs/rules/incidents.md, "SLA escalation"), on a clock the test moves. */
describe('SLA escalation', () => {
  let t: TestApp;
  let customer: TestUser;
  let partners: TestUser[];
  let admin: TestUser;
  let queryTypeId: string;

  const file = async () => {
    const reply = await t.call(
      'incident/insert',
      { customerType: 'Global', queryType_id: queryTypeId, query: 'Is the border open?' },
      customer.token,
    );
    expect(reply.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.id, reply.json().incident.incident_id));
    return row!;
  };
  /** The moment `share` of the request's SLA has passed. */
  const at = (row: { createdAt: Date; dueAt: Date }, share: number) =>
    new Date(row.createdAt.getTime() + share * (row.dueAt.getTime() - row.createdAt.getTime()));
  const slaNotes = (user: TestUser, incidentId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          eq(notifications.kind, 'sla'),
          eq(notifications.incidentId, incidentId),
        ),
      );

  beforeAll(async () => {
    t = await buildTestApp();
    // SLA_HOUR_SECONDS=1: a Global request (48 hours) is due 48 s after filing.
    setSlaHourSeconds(1);
    [customer, admin, ...partners] = await Promise.all([
      buildUser(t),
      buildUser(t, { role: 'admin' }),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
    ]);
    queryTypeId = (await buildReferenceSet(t)).queryType.id;
  });
  afterAll(() => t.close());

  it('due times follow SLA_HOUR_SECONDS', async () => {
    const row = await file();
    expect(row.dueAt.getTime() - row.createdAt.getTime()).toBe(48_000);
  });

  it('at 75 % every partner hears of an unassigned request, at 100 % the admins; each once', async () => {
    const row = await file();
    expect(await escalateDueRequests(t.database.db, at(row, 0.7))).toEqual({
      warning: 0,
      breach: 0,
    });
    for (const user of [...partners, admin]) expect(await slaNotes(user, row.id)).toHaveLength(0);

    expect((await escalateDueRequests(t.database.db, at(row, 0.76))).warning).toBeGreaterThan(0);
    for (const partner of partners) {
      const [note, ...more] = await slaNotes(partner, row.id);
      expect(more).toHaveLength(0);
      expect(note?.text).toMatch(/^SLA warning: 75 % of the time to answer has passed/);
    }
    expect(await slaNotes(admin, row.id)).toHaveLength(0);

    await escalateDueRequests(t.database.db, at(row, 0.9));
    await escalateDueRequests(t.database.db, at(row, 1.01));
    await escalateDueRequests(t.database.db, at(row, 1.5));
    const [breach, ...again] = await slaNotes(admin, row.id);
    expect(again).toHaveLength(0);
    expect(breach?.text).toMatch(/^SLA breached/);
    for (const partner of partners) expect(await slaNotes(partner, row.id)).toHaveLength(1);
    // The partners see it in their notification list, linked to the request.
    const list = (await t.call('notification/list', {}, partners[0]!.token)).json();
    expect(list.notification).toContainEqual(
      expect.objectContaining({ kind: 'sla', incident_id: row.id }),
    );
  });

  it('an assigned request warns its assignee only, and a reassignment does not warn again', async () => {
    const row = await file();
    const [holder, other] = partners as [TestUser, TestUser];
    const claim = await t.call('incident/claim', { incident_id: row.id }, holder.token);
    expect(claim.statusCode).toBe(200);
    await escalateDueRequests(t.database.db, at(row, 0.8));
    expect(await slaNotes(holder, row.id)).toHaveLength(1);
    expect(await slaNotes(other, row.id)).toHaveLength(0);
    await t.call('incident/assign', { incident_id: row.id, user_id: other.id }, admin.token);
    await escalateDueRequests(t.database.db, at(row, 0.9));
    expect(await slaNotes(other, row.id)).toHaveLength(0);
  });

  it('an answered request is never escalated', async () => {
    const row = await file();
    await t.database.db
      .update(incidents)
      .set({ status: 'Answered' })
      .where(eq(incidents.id, row.id));
    await escalateDueRequests(t.database.db, at(row, 2));
    for (const user of [...partners, admin]) expect(await slaNotes(user, row.id)).toHaveLength(0);
  });
});
