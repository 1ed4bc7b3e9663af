import { CODES, MESSAGES, type QueryType } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTypes } from '../../db/schema.js';
import { buildCategory, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

type QueryTypeList = { queryType: QueryType[]; total: number };

/** What only query types do; the CRUD behaviour they share is in http/crud-routes.test.ts. */
describe('queryType API', () => {
  const t = useTestApp();
  let admin: TestUser;
  let customer: TestUser;
  let category: { categories_id: string };
  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    customer = await buildUser(t, { role: 'customer' });
    category = await liveCategory({ name: 'Elections Desk' });
  });

  const liveCategory = async (overrides: { name?: string } = {}) => ({
    categories_id: (await buildCategory(t, overrides)).id,
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: `QueryType ${randomUUID().slice(0, 8)}`,
    icon: 'calendar',
    about: 'What happens around a vote',
    categories_id: category.categories_id,
    ...overrides,
  });
  const insert = async (overrides: Record<string, unknown> = {}) =>
    (await t.call('queryType/insert', body(overrides), admin.token)).json<{
      queryType: QueryType;
    }>().queryType;
  const search = async (filter: Record<string, unknown>, token = admin.token) =>
    (await t.call('queryType/search', filter, token)).json<QueryTypeList>();

  it('inserts with defaults and carries its category, joined', async () => {
    const created = await insert({ name: 'Election outlook' });
    expect(created).toMatchObject({
      name: 'Election outlook',
      customerType: 'Global',
      is_active: true,
      categories: { categories_id: category.categories_id, name: 'Elections Desk' },
    });
  });

  it('checks the validation rules in order, then the category the server needs', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.queryTypeName],
      [{ name: 'N' }, MESSAGES.queryTypeIcon],
      [{ name: 'N', icon: 'i', about: '' }, MESSAGES.queryTypeAbout],
      [{ name: 'N', icon: 'i', about: 'a', customerType: 'Alien' }, MESSAGES.invalidCustomerType],
      [{ name: 'N', icon: 'i', about: 'a' }, MESSAGES.selectCategories],
      [body({ icon: 'x'.repeat(201) }), 'Icon must be at most 200 characters'],
    ];
    const before = (await search({})).total;
    for (const [input, message] of cases) {
      const res = await t.call('queryType/insert', input, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'GR400', message });
    }
    const missing = await t.call(
      'queryType/insert',
      body({ categories_id: randomUUID() }),
      admin.token,
    );
    expect(missing.json()).toMatchObject({ code: 'GR404', message: 'Category not found' });
    expect((await search({})).total).toBe(before);
  });

  it('refuses to remove a category that still has live query types (409)', async () => {
    const owner = await liveCategory();
    const child = await insert({ categories_id: owner.categories_id });
    const refused = await t.call(
      'categories/remove',
      { categories_id: owner.categories_id, is_deleted: true },
      admin.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: CODES.inUse });
    await t.call(
      'queryType/remove',
      { queryType_id: child.queryType_id, is_deleted: true },
      admin.token,
    );
    expect(
      (
        await t.call(
          'categories/remove',
          { categories_id: owner.categories_id, is_deleted: true },
          admin.token,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('searches by text, customer type, category and active flag; customers see active ones', async () => {
    const tag = randomUUID().slice(0, 6);
    const desk = await liveCategory();
    const a = await insert({ name: `Travel ${tag}`, customerType: 'Citizen' });
    const b = await insert({
      name: 'Supply',
      about: `chains ${tag}`,
      customerType: 'Corporate',
      categories_id: desk.categories_id,
    });
    const c = await insert({ name: `Hidden ${tag}`, is_active: false });
    const ids = (list: QueryTypeList) => list.queryType.map((q) => q.queryType_id);

    // Ordered by name: Hidden, Supply, Travel.
    expect(ids(await search({ q: tag }))).toEqual([c, b, a].map((q) => q.queryType_id));
    expect(ids(await search({ q: tag, customerType: 'Citizen' }))).toEqual([a.queryType_id]);
    expect(ids(await search({ q: tag, categories_id: desk.categories_id }))).toEqual([
      b.queryType_id,
    ]);
    expect(ids(await search({ q: tag, is_active: false }))).toEqual([c.queryType_id]);
    expect(ids(await search({ q: tag }, customer.token)).sort()).toEqual(
      [a.queryType_id, b.queryType_id].sort(),
    );
  });

  it('lists query types with their categories in one query, paged with a total', async () => {
    await t.database.db.insert(queryTypes).values(
      Array.from({ length: 30 }, (_, i) => ({
        categoriesId: category.categories_id,
        name: `Paged ${String(i).padStart(2, '0')}`,
        icon: 'dot',
        about: 'paged',
      })),
    );
    const before = t.queries.count;
    const res = await t.call('queryType/list', { limit: 500 }, customer.token);
    expect(t.queries.count - before).toBe(1);
    expect(res.json<QueryTypeList>().queryType.every((q) => q.categories.name.length > 0)).toBe(
      true,
    );

    const page = await search({ q: 'Paged', limit: 5, offset: 10 });
    expect(page.total).toBe(30);
    expect(page.queryType.map((q) => q.name)).toEqual([
      'Paged 10',
      'Paged 11',
      'Paged 12',
      'Paged 13',
      'Paged 14',
    ]);
  });
});
