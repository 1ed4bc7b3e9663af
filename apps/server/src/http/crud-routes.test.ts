import { MESSAGES, type AuditEvent } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, factors, queryTypes } from '../db/schema.js';
import { buildCategory, buildUser, unique, type TestUser } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';

/**
 * What the four reference resources built on crudRoutes share, run once per resource: the
 * insert/read/update/remove lifecycle, soft delete, ids, visibility of inactive records and
 * paging. Each resource's own test file holds only what is its own (rules, uniqueness, search).
 * Who may call which route is the authorization matrix's (test/authorization-matrix.ts).
 */
type Entity = Record<string, unknown>;
type Body = Record<string, unknown>;

interface Resource {
  key: 'categories' | 'factor' | 'queryType' | 'articles';
  one: string;
  table: typeof categories | typeof factors | typeof queryTypes | typeof articles;
  /** Who reads it besides admins: signed-in users, or visitors with an anonymous token. */
  reader: 'customer' | 'visitor';
  /** A valid insert body, unique each call; `categoryId` is a live category's. */
  body: (categoryId: string) => Body;
  /** An update and what the stored record then shows. */
  change: { body: Body; shows: Entity };
}

const RESOURCES: Resource[] = [
  {
    key: 'categories',
    one: 'Category',
    table: categories,
    reader: 'customer',
    body: () => ({ name: unique('Category'), icon: 'globe', about: 'Risks of a region' }),
    change: { body: { about: 'Changed', is_active: true }, shows: { about: 'Changed' } },
  },
  {
    key: 'factor',
    one: 'Factor',
    table: factors,
    reader: 'customer',
    body: (categoryId) => ({
      categories_id: categoryId,
      name: unique('Factor'),
      code: 'CY-1',
      icon: 'shield',
      about: 'How exposed the networks are',
    }),
    change: { body: { code: 'TR-9' }, shows: { code: 'TR-9' } },
  },
  {
    key: 'queryType',
    one: 'QueryType',
    table: queryTypes,
    reader: 'customer',
    body: (categoryId) => ({
      categories_id: categoryId,
      name: unique('QueryType'),
      icon: 'calendar',
      about: 'What happens around a vote',
    }),
    change: { body: { customerType: 'Government' }, shows: { customerType: 'Government' } },
  },
  {
    key: 'articles',
    one: 'Article',
    table: articles,
    reader: 'visitor',
    body: () => ({
      title: unique('Border clashes'),
      url: `https://news.example/${randomUUID()}`,
      publishedAt: '2026-11-20T08:30:00Z',
      sourceName: 'Wire',
      riskLevel: 'High Risk',
      content: 'Troops moved overnight.',
    }),
    change: { body: { riskLevel: 'Low Risk' }, shows: { riskLevel: 'Low Risk' } },
  },
];

describe.each(RESOURCES)('$key API (shared CRUD behaviour)', (resource) => {
  const { key, one } = resource;
  const idKey = key === 'articles' ? 'articles_id' : `${key}_id`;
  const t = useTestApp();
  let admin: TestUser;
  let reader: string;
  let categoryId: string;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    reader =
      resource.reader === 'visitor'
        ? await t.anonymousToken()
        : (await buildUser(t, { role: 'customer' })).token;
    categoryId = (await buildCategory(t)).id;
  });

  const body = (overrides: Body = {}) => ({ ...resource.body(categoryId), ...overrides });
  const call = (op: string, input: Body, token = admin.token) =>
    t.call(`${key}/${op}`, input, token);
  const insert = async (overrides: Body = {}) => {
    const res = await call('insert', body(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, Entity>>()[key]!;
  };
  const idOf = (entity: Entity) => ({ [idKey]: entity[idKey] });
  const list = async (input: Body, token = admin.token) =>
    (await call('list', input, token)).json<{ total: number } & Record<string, Entity[]>>();

  it('inserts as the caller, reads, updates and answers in the envelope', async () => {
    const res = await call('insert', body({ created_by: randomUUID() }));
    expect(res.json()).toMatchObject({
      success: true,
      code: 'GR000',
      message: `${one} saved successfully`,
    });
    const created = res.json<Record<string, Entity>>()[key]!;
    expect(new Date(String(created.created_at)).toISOString()).toBe(created.created_at);
    const [stored] = await t.database.db
      .select({ createdBy: resource.table.createdBy })
      .from(resource.table)
      .where(eq(resource.table.id, String(created[idKey])));
    expect(stored?.createdBy).toBe(admin.id);

    expect((await call('get', idOf(created), reader)).json()[key]).toEqual(created);

    const updated = await call('update', { ...body(resource.change.body), ...idOf(created) });
    expect(updated.json()).toMatchObject({
      success: true,
      message: `${one} updated successfully`,
      [key]: resource.change.shows,
    });
  });

  it('removes softly: the reply is bare, and every later call on the record answers 404', async () => {
    const created = await insert({ name: unique('Doomed'), title: unique('Doomed') });
    const removed = await call('remove', { ...idOf(created), is_deleted: true });
    expect(removed.json()).toEqual({
      success: true,
      code: 'GR000',
      message: `${one} removed successfully`,
    });
    const [row] = await t.database.db
      .select({ isDeleted: resource.table.isDeleted })
      .from(resource.table)
      .where(eq(resource.table.id, String(created[idKey])));
    expect(row?.isDeleted).toBe(true);

    const gone = await call('get', idOf(created));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, code: 'GR404', message: `${one} not found` });
    expect((await call('remove', { ...idOf(created), is_deleted: true })).statusCode).toBe(404);
    expect((await call('update', { ...body(), ...idOf(created) })).statusCode).toBe(404);
    const text = String(created.name ?? created.title);
    expect((await list({ q: text })).total).toBe(0);
  });

  it("records an admin's changes in the audit trail, not an identical save", async () => {
    const created = await insert();
    const changed = { ...body(resource.change.body), ...idOf(created) };
    expect((await call('update', changed)).statusCode).toBe(200);
    expect((await call('update', changed)).statusCode).toBe(200);
    expect((await call('remove', { ...idOf(created), is_deleted: true })).statusCode).toBe(200);
    const trail = await t.call('audit/list', { target_id: String(created[idKey]) }, admin.token);
    const events = trail.json<{ audit: AuditEvent[] }>().audit.reverse();
    const kind = {
      categories: 'category',
      factor: 'factor',
      queryType: 'queryType',
      articles: 'article',
    }[key];
    expect(events.map((e) => [e.action, e.actor_email, e.target_kind])).toEqual([
      [`${kind}.create`, admin.email, kind],
      [`${kind}.update`, admin.email, kind],
      [`${kind}.delete`, admin.email, kind],
    ]);
    expect(events[0]?.detail).toEqual({ name: created.name ?? created.title });
  });

  it('answers unknown ids with 404 and malformed ones with 400, never 500', async () => {
    const unknown = { [idKey]: randomUUID() };
    expect((await call('get', unknown, reader)).statusCode).toBe(404);
    expect((await call('remove', { ...unknown, is_deleted: true })).statusCode).toBe(404);
    expect((await call('update', { ...body(), ...unknown })).statusCode).toBe(404);
    const bad = await call('get', { [idKey]: 'nope' }, reader);
    expect(bad.json()).toEqual({ success: false, code: 'GR400', message: MESSAGES.invalidId });
    const flag = await call('remove', { ...unknown, is_deleted: false });
    expect(flag.json()).toMatchObject({ code: 'GR400', message: MESSAGES.removeFlag });
  });

  it('shows inactive records to admins only', async () => {
    const hidden = await insert({ is_active: false });
    expect((await call('get', idOf(hidden))).json()[key]).toMatchObject({ is_active: false });
    expect((await call('get', idOf(hidden), reader)).statusCode).toBe(404);
    const seen = (await list({ limit: 500 }, reader))[key]!;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((entity) => entity.is_active)).toBe(true);
    expect(seen.map((entity) => entity[idKey])).not.toContain(hidden[idKey]);
    expect((await list({ is_active: false, limit: 500 }))[key]!.map((e) => e[idKey])).toContain(
      hidden[idKey],
    );
  });

  it('pages with limit and offset, keeps the total past the end, refuses bad paging', async () => {
    const total = (await list({})).total;
    expect((await list({ limit: 1 }))[key]).toHaveLength(1);
    expect(await list({ offset: total + 10 })).toMatchObject({ [key]: [], total });
    for (const paging of [{ limit: 0 }, { limit: 501 }, { offset: -1 }, { limit: 1.5 }]) {
      const res = await call('list', paging);
      expect(res.json()).toEqual({
        success: false,
        code: 'GR400',
        message: MESSAGES.invalidPaging,
      });
    }
  });

  it('refuses an invalid body with 400 and writes nothing', async () => {
    const before = (await list({})).total;
    const res = await call('insert', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'GR400' });
    expect((await list({})).total).toBe(before);
  });
});
