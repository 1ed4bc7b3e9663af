import { MESSAGES, type Category } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { categoryBody, createCategory } from './categories.fixtures.js';

describe('categories API', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t, { role: 'admin' });
    customer = await createUser(t, { role: 'customer' });
  });
  afterAll(() => t.close());

  const listAs = async (token: string, body: Record<string, unknown> = {}) =>
    (await t.call('categories/list', body, token)).json<{
      categories: Category[];
      total: number;
    }>();

  it('inserts, reads, updates and soft-deletes a category', async () => {
    const res = await t.call(
      'categories/insert',
      categoryBody({ name: '  Border Watch  ' }),
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const created = res.json<{ categories: Category }>().categories;
    expect(res.json()).toMatchObject({
      success: true,
      code: 'GR000',
      message: 'Category saved successfully',
    });
    expect(created).toMatchObject({
      name: 'Border Watch',
      icon: 'globe',
      is_active: true,
      created_by: admin.id,
    });
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);

    const got = await t.call(
      'categories/get',
      { categories_id: created.categories_id },
      customer.token,
    );
    expect(got.json().categories).toEqual(created);

    const updated = await t.call(
      'categories/update',
      {
        ...categoryBody({ name: 'Border Disputes Watch', about: 'Changed' }),
        categories_id: created.categories_id,
      },
      admin.token,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().categories).toMatchObject({
      name: 'Border Disputes Watch',
      about: 'Changed',
    });

    const removed = await t.call(
      'categories/remove',
      { categories_id: created.categories_id, is_deleted: true },
      admin.token,
    );
    expect(removed.json()).toEqual({
      success: true,
      code: 'GR000',
      message: 'Category removed successfully',
    });

    const gone = await t.call(
      'categories/get',
      { categories_id: created.categories_id },
      admin.token,
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, code: 'GR404', message: 'Category not found' });
    const listed = await listAs(admin.token, { q: 'Border Disputes Watch' });
    expect(listed.categories).toEqual([]);
    const again = await t.call(
      'categories/remove',
      { categories_id: created.categories_id, is_deleted: true },
      admin.token,
    );
    expect(again.statusCode).toBe(404);
    const edit = await t.call(
      'categories/update',
      { ...categoryBody(), categories_id: created.categories_id },
      admin.token,
    );
    expect(edit.statusCode).toBe(404);
  });

  it('sets created_by to the caller whatever the client sends', async () => {
    const created = await createCategory(t, admin.token, { created_by: customer.id });
    expect(created.created_by).toBe(admin.id);
  });

  it('refuses a live duplicate name (any case) with 409, but allows reusing a removed one', async () => {
    const first = await createCategory(t, admin.token, { name: 'Terror Watch' });
    const dup = await t.call(
      'categories/insert',
      categoryBody({ name: 'terror watch' }),
      admin.token,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      success: false,
      code: 'GR409',
      message: 'A Category with this name already exists',
    });

    const other = await createCategory(t, admin.token);
    const rename = await t.call(
      'categories/update',
      { ...categoryBody({ name: 'TERROR WATCH' }), categories_id: other.categories_id },
      admin.token,
    );
    expect(rename.statusCode).toBe(409);

    await t.call(
      'categories/remove',
      { categories_id: first.categories_id, is_deleted: true },
      admin.token,
    );
    expect(
      (await t.call('categories/insert', categoryBody({ name: 'Terror Watch' }), admin.token))
        .statusCode,
    ).toBe(200);
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
  ])('refuses %j with its §5 message and writes nothing', async (override, message) => {
    const before = (await listAs(admin.token)).total;
    const res = await t.call('categories/insert', categoryBody(override), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'GR400', message });
    expect((await listAs(admin.token)).total).toBe(before);
  });

  it('answers unknown and malformed ids with 404 and 400, never 500', async () => {
    const unknown = { categories_id: randomUUID() };
    expect((await t.call('categories/get', unknown, customer.token)).statusCode).toBe(404);
    expect(
      (await t.call('categories/remove', { ...unknown, is_deleted: true }, admin.token)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('categories/update', { ...categoryBody(), ...unknown }, admin.token))
        .statusCode,
    ).toBe(404);
    const bad = await t.call('categories/get', { categories_id: 'nope' }, customer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidId);
    const flag = await t.call('categories/remove', { ...unknown, is_deleted: false }, admin.token);
    expect(flag.json()).toMatchObject({ code: 'GR400', message: MESSAGES.removeFlag });
  });

  it('searches name and about case-insensitively, literally, with filters', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await createCategory(t, admin.token, {
      name: `Alpha ${tag}`,
      about: 'Oil 100% supply',
    });
    const b = await createCategory(t, admin.token, {
      name: `Beta ${tag}`,
      about: `About ALPHA ${tag}`,
      is_active: false,
    });
    const search = async (body: Record<string, unknown>) =>
      (await t.call('categories/search', body, admin.token)).json<{
        categories: Category[];
        total: number;
      }>();

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

  it('shows inactive categories to admins only', async () => {
    const hidden = await createCategory(t, admin.token, { is_active: false });
    const id = { categories_id: hidden.categories_id };
    expect((await t.call('categories/get', id, admin.token)).statusCode).toBe(200);
    expect((await t.call('categories/get', id, customer.token)).statusCode).toBe(404);
    expect((await listAs(customer.token)).categories.every((c) => c.is_active)).toBe(true);
    expect((await listAs(admin.token, { q: hidden.name })).total).toBe(1);
  });

  it('pages the list by name and reports the total', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const fruit of ['cherry', 'Apple', 'banana', 'Date']) {
      await createCategory(t, admin.token, { name: `${tag} ${fruit}` });
    }
    const page = await listAs(admin.token, { q: tag, limit: 2, offset: 1 });
    expect(page.total).toBe(4);
    expect(page.categories.map((c) => c.name)).toEqual([`${tag} banana`, `${tag} cherry`]);
    expect(await listAs(admin.token, { q: tag, offset: 10 })).toMatchObject({
      categories: [],
      total: 4,
    });

    const total = (await listAs(admin.token)).total;
    expect(total).toBeGreaterThan(4);
    expect((await listAs(admin.token, { limit: 500 })).categories).toHaveLength(total);

    for (const paging of [{ limit: 0 }, { limit: 501 }, { offset: -1 }, { limit: 1.5 }]) {
      const res = await t.call('categories/list', paging, admin.token);
      expect(res.json()).toMatchObject({ code: 'GR400', message: MESSAGES.invalidPaging });
    }
  });
});
