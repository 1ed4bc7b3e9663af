import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema.js';
import {
  buildUser,
  type TestUser,
  buildQueryType,
  buildReferenceSet,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const HOUR = 3_600_000;

/** The queue: who holds a request, when it is due, and how partners find it. */
describe('incident workflow: claim, assign, release, SLA and the queue', () => {
  const t = useTestApp();
  let owner: TestUser;
  let otherCustomer: TestUser;
  let partner: TestUser;
  let partner2: TestUser;
  let admin: TestUser;
  let reference: Awaited<ReturnType<typeof buildReferenceSet>> & {
    queryTypes: Record<string, string>;
  };

  const file = async (customerType = 'Global', user = owner) => {
    const res = await t.call(
      'incident/insert',
      { customerType, queryType_id: reference.queryTypes[customerType]!, query: 'Port status?' },
      user.token,
    );
    expect(res.statusCode).toBe(200);
    return res.json().incident as Record<string, unknown> & { incident_id: string };
  };
  const act = (path: string, body: object, user: TestUser) => t.call(path, body, user.token);

  beforeAll(async () => {
    [owner, otherCustomer, partner, partner2, admin] = await Promise.all([
      buildUser(t),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'admin' }),
    ]);
    const set = await buildReferenceSet(t);
    const queryTypes: Record<string, string> = {};
    for (const customerType of ['Citizen', 'Corporate', 'Government', 'Global'] as const) {
      queryTypes[customerType] = (await buildQueryType(t, set.category.id, { customerType })).id;
    }
    reference = Object.assign(set, { queryTypes });
  });

  it('files a request Submitted, unassigned, due after its SLA hours, and not overdue', async () => {
    const before = Date.now();
    const incident = await file('Government');
    expect(incident).toMatchObject({
      status: 'Submitted',
      assigned_to: null,
      assignee: null,
      overdue: false,
      revision: 0,
      outcome: null,
    });
    const due = Date.parse(incident.due_at as string) - Date.parse(incident.created_at as string);
    expect(due).toBe(24 * HOUR);
    expect(Date.parse(incident.created_at as string)).toBeGreaterThanOrEqual(before - 5000);
    // The customer never sees who filed it (themselves) nor the queue's unread mark.
    expect(incident).not.toHaveProperty('owner');
    expect(incident).not.toHaveProperty('unread_messages');
    const citizen = await file('Citizen');
    expect(Date.parse(citizen.due_at as string) - Date.parse(citizen.created_at as string)).toBe(
      72 * HOUR,
    );
  });

  it('lists the SLA hours to every user; an admin change applies to requests filed afterwards', async () => {
    const list = await act('sla/list', {}, owner);
    expect(list.json().sla).toEqual([
      { customerType: 'Citizen', hours: 72 },
      { customerType: 'Corporate', hours: 48 },
      { customerType: 'Government', hours: 24 },
      { customerType: 'Global', hours: 48 },
    ]);
    const earlier = await file('Corporate');
    const changed = await act('sla/update', { customerType: 'Corporate', hours: 6 }, admin);
    expect(changed.json().sla).toEqual({ customerType: 'Corporate', hours: 6 });
    const later = await file('Corporate');
    const hoursOf = (i: Record<string, unknown>) =>
      (Date.parse(i.due_at as string) - Date.parse(i.created_at as string)) / HOUR;
    expect(hoursOf(later)).toBe(6);
    const reread = await act('incident/get', { incident_id: earlier.incident_id }, owner);
    expect(hoursOf(reread.json().incident)).toBe(48);
    for (const hours of [0, 721, 1.5, '24']) {
      const bad = await act('sla/update', { customerType: 'Corporate', hours }, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Hours must be a whole number from 1 to 720');
    }
    expect(
      (await act('sla/update', { customerType: 'Corporate', hours: 9 }, partner)).statusCode,
    ).toBe(403);
    await act('sla/update', { customerType: 'Corporate', hours: 48 }, admin);
  });

  it('claims for one analyst; a second gets 409; an admin takes it over', async () => {
    const { incident_id } = await file();
    const claims = await Promise.all(
      [partner, partner2].map((p) => act('incident/claim', { incident_id }, p)),
    );
    expect(claims.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = claims[0]!.statusCode === 200 ? partner : partner2;
    const loser = winner === partner ? partner2 : partner;
    const won = claims.find((r) => r.statusCode === 200)!.json().incident;
    expect(won).toMatchObject({
      status: 'In review',
      assigned_to: winner.id,
      assignee: { user_id: winner.id, name: winner.name },
      owner: { user_id: owner.id, email: owner.email },
    });
    const lost = claims.find((r) => r.statusCode === 409)!.json();
    expect(lost.message).toBe('Another analyst is working on this Incident Request');
    // Claiming again is harmless for the holder.
    expect((await act('incident/claim', { incident_id }, winner)).statusCode).toBe(200);
    const takeover = await act('incident/claim', { incident_id }, admin);
    expect(takeover.json().incident.assigned_to).toBe(admin.id);
    expect((await act('incident/claim', { incident_id }, loser)).statusCode).toBe(409);
    expect((await act('incident/claim', { incident_id }, owner)).statusCode).toBe(403);
    expect(
      (await act('incident/claim', { incident_id: crypto.randomUUID() }, partner)).statusCode,
    ).toBe(404);
  });

  it('assigns only to partners (400 otherwise) and notifies the partner', async () => {
    const { incident_id } = await file();
    const notPartner = await act(
      'incident/assign',
      { incident_id, user_id: otherCustomer.id },
      admin,
    );
    expect(notPartner.statusCode).toBe(400);
    expect(notPartner.json().message).toBe('Incident Requests can only be assigned to a partner');
    const unknown = await act(
      'incident/assign',
      { incident_id, user_id: crypto.randomUUID() },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    const assigned = await act('incident/assign', { incident_id, user_id: partner2.id }, admin);
    expect(assigned.json().incident).toMatchObject({
      status: 'In review',
      assigned_to: partner2.id,
    });
    const notes = (await act('notification/list', {}, partner2)).json();
    expect(notes.notification[0]).toMatchObject({ kind: 'assigned', incident_id, read_at: null });
    expect(notes.unread).toBeGreaterThan(0);
    expect(
      (await act('incident/assign', { incident_id, user_id: partner.id }, partner)).statusCode,
    ).toBe(403);
  });

  it('releases by the holder or an admin back to Submitted; another partner gets 403', async () => {
    const { incident_id } = await file();
    await act('incident/claim', { incident_id }, partner);
    expect((await act('incident/release', { incident_id }, partner2)).statusCode).toBe(403);
    const released = await act('incident/release', { incident_id }, partner);
    expect(released.json().incident).toMatchObject({
      status: 'Submitted',
      assigned_to: null,
      assignee: null,
    });
    await act('incident/claim', { incident_id }, partner2);
    const byAdmin = await act('incident/release', { incident_id }, admin);
    expect(byAdmin.json().incident).toMatchObject({ status: 'Submitted', assigned_to: null });
  });

  it('orders the queue soonest due first, unanswered before answered, and filters it', async () => {
    const late = await file('Global');
    const soon = await file('Global');
    const answered = await file('Global');
    const db = t.database.db;
    await db
      .update(incidents)
      .set({ dueAt: new Date(Date.now() - HOUR) })
      .where(sql`${incidents.id} = ${late.incident_id}`);
    await db
      .update(incidents)
      .set({ dueAt: new Date(Date.now() - 2 * HOUR), status: 'Answered' })
      .where(sql`${incidents.id} = ${answered.incident_id}`);
    await db
      .update(incidents)
      .set({ dueAt: new Date(Date.now() + HOUR) })
      .where(sql`${incidents.id} = ${soon.incident_id}`);
    await act('incident/claim', { incident_id: soon.incident_id }, partner);

    const queue = (await act('incident/list', { limit: 500 }, partner)).json().incident as {
      incident_id: string;
      status: string;
      due_at: string;
      overdue: boolean;
    }[];
    const ids = queue.map((i) => i.incident_id);
    expect(ids.indexOf(late.incident_id)).toBeLessThan(ids.indexOf(soon.incident_id));
    expect(ids.at(-1)).toBe(answered.incident_id);
    const open = queue.filter((i) => i.status !== 'Answered').map((i) => Date.parse(i.due_at));
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(queue.find((i) => i.incident_id === late.incident_id)!.overdue).toBe(true);
    expect(queue.find((i) => i.incident_id === answered.incident_id)!.overdue).toBe(false);

    const list = async (body: object, user = partner) =>
      (
        (await act('incident/list', { limit: 500, ...body }, user)).json().incident as {
          incident_id: string;
        }[]
      ).map((i) => i.incident_id);
    expect(await list({ overdue: true })).toEqual([late.incident_id]);
    expect(await list({ assigned_to: 'me' })).toContain(soon.incident_id);
    expect(await list({ assigned_to: 'me' })).not.toContain(late.incident_id);
    expect(await list({ assigned_to: partner.id }, admin)).toContain(soon.incident_id);
    expect(await list({ assigned_to: 'none' })).not.toContain(soon.incident_id);
    expect(await list({ status: ['Submitted', 'Answered'] })).not.toContain(soon.incident_id);
    expect(await list({ status: 'In review' })).toContain(soon.incident_id);
    expect(await list({ queryType_id: reference.queryTypes.Global })).toContain(late.incident_id);
    expect(await list({ queryType_id: reference.queryTypes.Citizen })).not.toContain(
      late.incident_id,
    );
    expect(await list({ categories_id: reference.category.id })).toContain(late.incident_id);
    expect(await list({ categories_id: crypto.randomUUID() })).toEqual([]);
    const oldest = await list({ sort: 'oldest' });
    const newest = await list({ sort: 'newest' });
    expect(oldest).toEqual([...newest].reverse());
    // A customer's list stays their own, newest first, without the queue's fields.
    const mine = (await act('incident/list', {}, otherCustomer)).json();
    expect(mine.incident).toEqual([]);
    const own = (await act('incident/list', { limit: 500 }, owner)).json().incident as Record<
      string,
      unknown
    >[];
    expect(own[0]).not.toHaveProperty('owner');
    const bad = await act('incident/list', { sort: 'random' }, partner);
    expect(bad.statusCode).toBe(400);
    expect((await act('incident/list', { assigned_to: 'someone' }, partner)).statusCode).toBe(400);
  });
});
