import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../db/schema.js';
import { buildCast, type TestUser } from '../test/factories.js';
import { answer, submitIncident } from '../test/finding.test-helpers.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let partner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, alice, bob, partner } = await buildCast(t));
});
afterAll(() => t.close());

const read = (path: string, user: TestUser, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${user.token}` },
    payload: body,
  });

type Listed = { incident: { incident_id: string; status: string; revision: number }[] };
const incidentsOf = async (user: TestUser, body: Record<string, unknown> = {}) =>
  (await read('incident/list', user, body)).json<Listed>().incident;
const statusOf = async (user: TestUser, incidentId: string) =>
  (await incidentsOf(user)).find((row) => row.incident_id === incidentId)?.status;

describe('private reads from the reply cache (docs/performance.md, "Caching")', () => {
  it('serves a repeated private read from its copy, marked private, with no query', async () => {
    await submitIncident(t, alice);
    for (const path of ['incident/list', 'notification/list', 'dashboard/get']) {
      const first = await read(path, alice);
      const before = t.database.queries.count;
      const again = await read(path, alice);
      // Only the version check, which is not counted, reaches the database.
      expect(t.database.queries.count, path).toBe(before);
      expect(again.body, path).toBe(first.body);
      expect(first.headers['cache-control'], path).toBe('private, no-cache');
      expect(first.headers.etag, path).toMatch(/^"[\w-]+"$/);
    }
  });

  it("keeps one copy per user: the same body never returns another user's requests", async () => {
    const { incidentId: mine } = await submitIncident(t, alice);
    const { incidentId: theirs } = await submitIncident(t, bob);
    const aliceIds = (await incidentsOf(alice)).map((row) => row.incident_id);
    const bobIds = (await incidentsOf(bob)).map((row) => row.incident_id);
    expect(aliceIds).toContain(mine);
    expect(aliceIds).not.toContain(theirs);
    expect(bobIds).toContain(theirs);
    expect(bobIds).not.toContain(mine);
    // Staff see the owner: a partner's copy is not a customer's.
    const queue = (await read('incident/list', partner)).json<{
      incident: { owner?: unknown }[];
    }>();
    expect(queue.incident[0]?.owner).toBeDefined();
  });

  it("shows another user's workflow write at once: a claim, a published answer, a notification read", async () => {
    const { incidentId, factorA, factorB } = await submitIncident(t, alice);
    expect(await statusOf(alice, incidentId)).toBe('Submitted');
    const findingsBefore = await read('finding/list', alice, { incident_id: incidentId });
    const notesBefore = (await read('notification/list', alice)).body;
    const dashboardBefore = (await read('dashboard/get', alice)).body;

    expect(
      (await t.call('incident/claim', { incident_id: incidentId }, partner.token)).statusCode,
    ).toBe(200);
    expect(await statusOf(alice, incidentId)).toBe('In review');

    const published = await t.call(
      'finding/insert',
      {
        incident_id: incidentId,
        factor_response: { [factorA.id]: answer('Red'), [factorB.id]: answer('Green') },
      },
      partner.token,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await statusOf(alice, incidentId)).toBe('Answered');
    const findingsAfter = await read('finding/list', alice, { incident_id: incidentId });
    expect(findingsAfter.body).not.toBe(findingsBefore.body);
    expect(findingsAfter.json<{ total: number }>().total).toBe(2);
    expect((await read('notification/list', alice)).body).not.toBe(notesBefore);
    expect((await read('dashboard/get', alice)).body).not.toBe(dashboardBefore);

    const unread = (await read('notification/list', alice)).json<{ unread: number }>().unread;
    await t.call('notification/read', { all: true }, alice.token);
    expect(unread).toBeGreaterThan(0);
    expect((await read('notification/list', alice)).json<{ unread: number }>().unread).toBe(0);
  });

  it('shows a write made straight in the database, outside any route', async () => {
    const { incidentId } = await submitIncident(t, alice);
    expect(await statusOf(alice, incidentId)).toBe('Submitted');
    await t.database.db
      .update(incidents)
      .set({ status: 'In review', assignedTo: partner.id })
      .where(eq(incidents.id, incidentId));
    expect(await statusOf(alice, incidentId)).toBe('In review');
  });

  it("drops a demoted partner's access before any copy could answer", async () => {
    await read('incident/list', partner);
    const demoted = await t.call(
      'user/setRoles',
      { user_id: partner.id, is_admin: false, is_partner: false, is_customer: true },
      admin.token,
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await read('incident/list', partner)).statusCode).toBe(401);
  });
});
