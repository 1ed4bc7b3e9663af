import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildReferenceSet } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

/** Owner isolation: who may read, change and delete an incident (docs/security.md: no IDOR). */
describe('incident access', () => {
  const t = useTestApp();
  let ownerA: TestUser;
  let customerB: TestUser;
  let partner: TestUser;
  let admin: TestUser;
  let queryTypeId: string;

  const submit = async (user: TestUser, query = 'What is the risk?') => {
    const res = await t.call(
      'incident/insert',
      { customerType: 'Global', queryType_id: queryTypeId, query },
      user.token,
    );
    return res.json().incident as { incident_id: string };
  };
  const change = (user: TestUser, incidentId: string) =>
    t.call(
      'incident/update',
      {
        incident_id: incidentId,
        customerType: 'Global',
        queryType_id: queryTypeId,
        query: 'Hijacked',
      },
      user.token,
    );

  beforeAll(async () => {
    [ownerA, customerB, partner, admin] = await Promise.all([
      buildUser(t),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'admin' }),
    ]);
    queryTypeId = (await buildReferenceSet(t)).queryType.id;
  });

  it('shows an incident to its owner, partners and admins, and 403 to another customer', async () => {
    const { incident_id } = await submit(ownerA);
    for (const user of [ownerA, partner, admin]) {
      const res = await t.call('incident/get', { incident_id }, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().incident.incident_id).toBe(incident_id);
    }
    const res = await t.call('incident/get', { incident_id }, customerB.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'GR403' });
    expect(res.json().incident).toBeUndefined();
  });

  it('lets nobody but the owner change or delete it, and leaves it untouched', async () => {
    const { incident_id } = await submit(ownerA, 'Original question');
    for (const user of [customerB, partner, admin]) {
      expect((await change(user, incident_id)).statusCode).toBe(403);
      expect((await t.call('incident/remove', { incident_id }, user.token)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, incident_id));
    expect(row).toMatchObject({ query: 'Original question', isDeleted: false });
  });

  it('deletes softly: the row stays, and every later call answers 404', async () => {
    const { incident_id } = await submit(ownerA);
    const removed = await t.call(
      'incident/remove',
      { incident_id, is_deleted: true },
      ownerA.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().incident.incident_id).toBe(incident_id);
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, incident_id));
    expect(row?.isDeleted).toBe(true);
    for (const path of ['incident/get', 'incident/remove']) {
      expect((await t.call(path, { incident_id }, ownerA.token)).statusCode).toBe(404);
    }
    expect((await change(ownerA, incident_id)).statusCode).toBe(404);
    const list = (await t.call('incident/list', {}, partner.token)).json();
    expect(list.incident.map((i: { incident_id: string }) => i.incident_id)).not.toContain(
      incident_id,
    );
  });

  it('gives a customer only their own list, whatever created_by they send', async () => {
    const a = await submit(ownerA, 'A asks');
    const b = await submit(customerB, 'B asks');
    for (const body of [{}, { created_by: ownerA.id }]) {
      const res = await t.call('incident/list', body, customerB.token);
      expect(res.statusCode).toBe(200);
      const ids = res.json().incident.map((i: { incident_id: string }) => i.incident_id);
      expect(ids).toContain(b.incident_id);
      expect(ids).not.toContain(a.incident_id);
      expect(
        res.json().incident.every((i: { created_by: string }) => i.created_by === customerB.id),
      ).toBe(true);
    }
    const search = await t.call(
      'incident/search',
      { q: 'asks', created_by: ownerA.id },
      customerB.token,
    );
    expect(search.json().incident).toHaveLength(1);
    expect(search.json().incident[0].created_by).toBe(customerB.id);
  });

  it('lets partners and admins see all incidents and filter by created_by', async () => {
    const a = await submit(ownerA);
    const b = await submit(customerB);
    for (const user of [partner, admin]) {
      const all = (await t.call('incident/list', {}, user.token)).json();
      const ids = all.incident.map((i: { incident_id: string }) => i.incident_id);
      expect(ids).toEqual(expect.arrayContaining([a.incident_id, b.incident_id]));
      const onlyA = (await t.call('incident/list', { created_by: ownerA.id }, user.token)).json();
      expect(onlyA.incident.length).toBeGreaterThan(0);
      expect(onlyA.total).toBe(onlyA.incident.length);
      expect(onlyA.incident.every((i: { created_by: string }) => i.created_by === ownerA.id)).toBe(
        true,
      );
    }
  });

  it('refuses anonymous tokens and missing tokens on every incident route', async () => {
    const anonymous = await t.anonymousToken();
    for (const path of ['insert', 'update', 'remove', 'get', 'list', 'search']) {
      expect((await t.call(`incident/${path}`, {}, anonymous)).statusCode).toBe(401);
      expect((await t.call(`incident/${path}`, {})).statusCode).toBe(401);
    }
  });
});
