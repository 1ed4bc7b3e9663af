import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildCategory, buildIncidents, buildQueryType } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

interface Row {
  incident_id: string;
  query: string;
  status: string;
  customerType: string;
  created_at: string;
  queryType: { queryType_id: string; categories: { categories_id: string; name: string } };
}

describe('incident list and search', () => {
  const t = useTestApp();
  let customer: TestUser;
  let partner: TestUser;
  let queryTypeIds: string[];

  const list = async (body: Record<string, unknown>, user = partner, path = 'incident/list') => {
    const res = await t.call(path, body, user.token);
    expect(res.statusCode).toBe(200);
    return res.json<{ incident: Row[]; total: number; total_capped: boolean }>();
  };

  beforeAll(async () => {
    customer = await buildUser(t);
    partner = await buildUser(t, { role: 'partner' });
    // Several query types over several categories, so the joins have real work to do.
    const categories = await Promise.all([buildCategory(t), buildCategory(t), buildCategory(t)]);
    const types = await Promise.all(categories.map((c) => buildQueryType(t, c.id)));
    queryTypeIds = types.map((q) => q.id);
    for (const [i, queryTypeId] of queryTypeIds.entries()) {
      await buildIncidents(t, { createdBy: customer.id, queryTypeId, count: i === 0 ? 60 : 20 });
    }
  });

  it('lists 100 incidents with their query types and categories in ONE SQL query', async () => {
    const before = t.queries.count;
    const page = await list({}, customer);
    expect(t.queries.count - before).toBe(1);
    expect(page.incident).toHaveLength(100);
    expect(page).toMatchObject({ total: 100, total_capped: false });
    const categoryIds = new Set(page.incident.map((i) => i.queryType.categories.categories_id));
    expect(categoryIds.size).toBe(3);
    expect(page.incident.every((i) => queryTypeIds.includes(i.queryType.queryType_id))).toBe(true);
  });

  it('puts the newest first (sort newest) and pages with limit and offset', async () => {
    const twenty = await list({ limit: 20, sort: 'newest' });
    const times = twenty.incident.map((i) => Date.parse(i.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await list({ limit: 10, sort: 'newest' });
    const second = await list({ limit: 10, offset: 10, sort: 'newest' });
    expect(first).toMatchObject({ total: 100 });
    expect([...first.incident, ...second.incident].map((i) => i.incident_id)).toEqual(
      twenty.incident.map((i) => i.incident_id),
    );
    const past = await list({ limit: 10, offset: 1000 });
    expect(past).toMatchObject({ incident: [], total: 100 });
  });

  it('filters by status and customer type, and searches the query text', async () => {
    const [one] = (await list({ limit: 1 })).incident;
    await t.database.db
      .update(incidents)
      .set({ status: 'Answered', customerType: 'Corporate' })
      .where(eq(incidents.id, one!.incident_id));
    expect((await list({ status: 'Answered' })).incident.map((i) => i.incident_id)).toEqual([
      one!.incident_id,
    ]);
    expect((await list({ customerType: 'Corporate' })).total).toBe(1);
    expect((await list({ status: 'Submitted' })).total).toBe(99);
    const found = await list({ q: 'number 4' }, partner, 'incident/search');
    expect(found.incident.every((i) => i.query.toLowerCase().includes('number 4'))).toBe(true);
    expect(found.total).toBeGreaterThan(0);
    // LIKE wildcards typed by the user are matched literally.
    expect((await list({ q: '%' }, partner, 'incident/search')).total).toBe(0);
  });

  it.each([
    [{ limit: 0 }],
    [{ limit: 501 }],
    [{ offset: -1 }],
    [{ limit: '10' }],
    [{ status: 'Closed' }],
    [{ customerType: 'Alien' }],
    [{ created_by: 'not-a-uuid' }],
  ])('answers a bad filter %j with 400, never 500', async (body) => {
    const res = await t.call('incident/list', body, partner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
