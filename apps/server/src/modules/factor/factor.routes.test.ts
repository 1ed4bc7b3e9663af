import { CODES, MESSAGES, type Factor } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { factors } from '../../db/schema.js';
import { buildCategory, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

type FactorList = { factor: Factor[]; total: number };

/** What only factors do; the CRUD behaviour they share is in http/crud-routes.test.ts. */
describe('factor API', () => {
  const t = useTestApp();
  let admin: TestUser;
  let partner: TestUser;
  let category: { categories_id: string };
  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    partner = await buildUser(t, { role: 'partner' });
    category = await liveCategory({ name: 'Cybersecurity Desk' });
  });

  const liveCategory = async (overrides: { name?: string } = {}) => ({
    categories_id: (await buildCategory(t, overrides)).id,
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    categories_id: category.categories_id,
    name: `Factor ${randomUUID().slice(0, 8)}`,
    code: 'CY-1',
    icon: 'shield',
    about: 'How exposed the networks are',
    is_active: true,
    ...overrides,
  });
  const insert = async (overrides: Record<string, unknown> = {}) =>
    (await t.call('factor/insert', body(overrides), admin.token)).json<{ factor: Factor }>().factor;
  const search = async (filter: Record<string, unknown>, token = admin.token) =>
    (await t.call('factor/search', filter, token)).json<FactorList>();

  it('carries its category, joined, and moves with it', async () => {
    const created = await insert({ name: 'Ransomware' });
    expect(created).toMatchObject({
      categories_id: category.categories_id,
      categories: { categories_id: category.categories_id, name: 'Cybersecurity Desk' },
    });
    const other = await liveCategory({ name: 'Trade Desk' });
    const moved = await t.call(
      'factor/update',
      { ...body({ categories_id: other.categories_id }), factor_id: created.factor_id },
      admin.token,
    );
    expect(moved.json().factor).toMatchObject({ categories: { name: 'Trade Desk' } });
  });

  it('needs an existing, live category', async () => {
    const missing = await t.call(
      'factor/insert',
      body({ categories_id: randomUUID() }),
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      code: 'GR404',
      message: 'Category not found',
    });

    const doomed = await liveCategory();
    await t.call(
      'categories/remove',
      { categories_id: doomed.categories_id, is_deleted: true },
      admin.token,
    );
    const removed = await t.call(
      'factor/insert',
      body({ categories_id: doomed.categories_id }),
      admin.token,
    );
    expect(removed.json()).toMatchObject({ code: 'GR404', message: 'Category not found' });
  });

  it('refuses to remove a category that still has live factors (409)', async () => {
    const owner = await liveCategory();
    const child = await insert({ categories_id: owner.categories_id, is_active: false });
    const refused = await t.call(
      'categories/remove',
      { categories_id: owner.categories_id, is_deleted: true },
      admin.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: CODES.inUse,
      message: 'This Category still has Factors or QueryTypes. Remove them first.',
    });
    expect(
      (await t.call('categories/get', { categories_id: owner.categories_id }, admin.token))
        .statusCode,
    ).toBe(200);

    await t.call('factor/remove', { factor_id: child.factor_id, is_deleted: true }, admin.token);
    const allowed = await t.call(
      'categories/remove',
      { categories_id: owner.categories_id, is_deleted: true },
      admin.token,
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('never leaves a live factor under a removed category when both race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const target = await liveCategory();
      const ofTarget = { categories_id: target.categories_id };
      const [removal, ...inserts] = await Promise.all([
        t.call('categories/remove', { ...ofTarget, is_deleted: true }, admin.token),
        ...[1, 2, 3].map(() => t.call('factor/insert', body(ofTarget), admin.token)),
      ]);
      const added = inserts.filter((res) => res.statusCode === 200).length;
      expect(inserts.every((res) => [200, 404].includes(res.statusCode))).toBe(true);
      expect([removal!.statusCode, added > 0]).toEqual(
        removal!.statusCode === 200 ? [200, false] : [409, true],
      );
    }
  });

  it('checks the validation rules in order, with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.selectCategories],
      [{ categories_id: '' }, MESSAGES.selectCategories],
      [{ categories_id: category.categories_id }, MESSAGES.factorName],
      [{ categories_id: category.categories_id, name: 'N' }, MESSAGES.factorCode],
      [{ categories_id: category.categories_id, name: 'N', code: 'C' }, MESSAGES.factorIcon],
      [
        { categories_id: category.categories_id, name: 'N', code: 'C', icon: 'i', about: ' ' },
        MESSAGES.factorAbout,
      ],
      [body({ code: 'x'.repeat(201) }), 'Code must be at most 200 characters'],
    ];
    const before = (await search({})).total;
    for (const [input, message] of cases) {
      const res = await t.call('factor/insert', input, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'GR400', message });
    }
    expect((await search({})).total).toBe(before);
  });

  it('searches name, code and about, filters by category and active flag', async () => {
    const tag = randomUUID().slice(0, 6);
    const desk = await liveCategory();
    const a = await insert({ name: `Phishing ${tag}`, categories_id: desk.categories_id });
    const b = await insert({ name: 'Botnets', code: `BN-${tag}`, is_active: false });
    expect((await search({ q: tag.toUpperCase() })).factor.map((f) => f.factor_id).sort()).toEqual(
      [a.factor_id, b.factor_id].sort(),
    );
    expect((await search({ q: tag, categories_id: desk.categories_id })).factor).toEqual([a]);
    expect((await search({ q: tag, is_active: false })).factor.map((f) => f.factor_id)).toEqual([
      b.factor_id,
    ]);
    // Inactive factors are the admin's to see; partners answer active ones only.
    expect((await search({ q: tag }, partner.token)).factor.map((f) => f.factor_id)).toEqual([
      a.factor_id,
    ]);
    expect((await t.call('factor/get', { factor_id: b.factor_id }, partner.token)).statusCode).toBe(
      404,
    );
  });

  it('lists 500 factors with their categories in ONE query, paged with a total', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      categoriesId: category.categories_id,
      name: `Bulk ${String(i).padStart(3, '0')}`,
      code: `B${i}`,
      icon: 'dot',
      about: 'bulk',
    }));
    await t.database.db.insert(factors).values(rows);

    const before = t.queries.count;
    const res = await t.call('factor/list', { limit: 500 }, partner.token);
    const queries = t.queries.count - before;
    expect(queries).toBe(1);

    const list = res.json<FactorList>();
    expect(list.factor).toHaveLength(500);
    expect(list.total).toBeGreaterThanOrEqual(500);
    const bulk = list.factor.filter((f) => f.name.startsWith('Bulk '));
    expect(bulk.every((f) => f.categories.name === 'Cybersecurity Desk')).toBe(true);

    const page = await search({ q: 'Bulk 1', limit: 10, offset: 5 });
    expect(page.total).toBe(100);
    expect(page.factor.map((f) => f.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk 1${String(i + 5).padStart(2, '0')}`),
    );
  });
});
