import { MESSAGES, type Category } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, unique, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

/** What only categories do; the CRUD behaviour they share is in http/crud-routes.test.ts. */
describe('categories API', () => {
  const t = useTestApp();
  let admin: TestUser;
  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: unique('Category'),
    icon: 'globe',
    about: 'Risks of a region',
    is_active: true,
    ...overrides,
  });
  const insert = async (overrides: Record<string, unknown> = {}) =>
    (await t.call('categories/insert', body(overrides), admin.token)).json<{
      categories: Category;
    }>().categories;
  const search = async (filter: Record<string, unknown>) =>
    (await t.call('categories/search', filter, admin.token)).json<{
      categories: Category[];
      total: number;
    }>();

  it('trims the name it stores', async () => {
    expect(await insert({ name: '  Border Watch  ' })).toMatchObject({ name: 'Border Watch' });
  });

  it('refuses a live duplicate name (any case) with 409, but allows reusing a removed one', async () => {
    const first = await insert({ name: 'Terror Watch' });
    const dup = await t.call('categories/insert', body({ name: 'terror watch' }), admin.token);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      success: false,
      code: 'GR409',
      message: 'A Category with this name already exists',
    });

    const other = await insert();
    const rename = await t.call(
      'categories/update',
      { ...body({ name: 'TERROR WATCH' }), categories_id: other.categories_id },
      admin.token,
    );
    expect(rename.statusCode).toBe(409);

    await t.call(
      'categories/remove',
      { categories_id: first.categories_id, is_deleted: true },
      admin.token,
    );
    const again = await t.call('categories/insert', body({ name: 'Terror Watch' }), admin.token);
    expect(again.statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, MESSAGES.categoryName],
    [{ name: '   ', icon: '' }, MESSAGES.categoryName],
    [{ icon: ' ' }, MESSAGES.categoryIcon],
    [{ about: '' }, MESSAGES.categoryAbout],
    [{ name: undefined }, MESSAGES.categoryName],
    [{ name: 42 }, MESSAGES.categoryName],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    [{ about: 'x'.repeat(2001) }, 'About must be at most 2000 characters'],
    [{ is_active: 'yes' }, MESSAGES.invalidBoolean],
  ])('refuses %j with its validation message and writes nothing', async (override, message) => {
    const before = (await search({})).total;
    const res = await t.call('categories/insert', body(override), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'GR400', message });
    expect((await search({})).total).toBe(before);
  });

  it('searches name and about case-insensitively, literally, with filters', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await insert({ name: `Alpha ${tag}`, about: 'Oil 100% supply' });
    const b = await insert({ name: `Beta ${tag}`, about: `About ALPHA ${tag}`, is_active: false });

    expect((await search({ q: `alpha ${tag}` })).categories.map((c) => c.name)).toEqual([
      a.name,
      b.name,
    ]);
    expect(
      (await search({ q: tag, is_active: false })).categories.map((c) => c.categories_id),
    ).toEqual([b.categories_id]);
    expect((await search({ q: '100%' })).categories.map((c) => c.categories_id)).toEqual([
      a.categories_id,
    ]);
    expect((await search({ q: '%' })).total).toBe(1);
    expect((await search({ q: 'no such words here' })).total).toBe(0);
  });

  it('pages the list by name and reports the total', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const fruit of ['cherry', 'Apple', 'banana', 'Date']) {
      await insert({ name: `${tag} ${fruit}` });
    }
    const page = await search({ q: tag, limit: 2, offset: 1 });
    expect(page.total).toBe(4);
    expect(page.categories.map((c) => c.name)).toEqual([`${tag} banana`, `${tag} cherry`]);
    expect(await search({ q: tag, offset: 10 })).toMatchObject({ categories: [], total: 4 });

    const total = (await search({})).total;
    expect(total).toBeGreaterThan(4);
    expect((await search({ limit: 500 })).categories).toHaveLength(total);
  });
});
