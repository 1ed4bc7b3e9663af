import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryBody, createCategory } from '../modules/categories/categories.fixtures.js';
import { createUser } from '../test/factories.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/** The role x endpoint matrix of the four reference resources built with crudRoutes. */
type Resource = 'categories' | 'factor' | 'queryType' | 'articles';
type Caller = 'none' | 'anonymous' | 'customer' | 'partner' | 'admin';
type Bodies = Record<'insert' | 'update' | 'remove' | 'read', () => Record<string, unknown>>;

const CALLERS: Caller[] = ['none', 'anonymous', 'customer', 'partner', 'admin'];
const WRITE_STATUS: Record<Caller, number> = {
  none: 401,
  anonymous: 401,
  customer: 403,
  partner: 403,
  admin: 200,
};
const READ_STATUS = (resource: Resource): Record<Caller, number> => ({
  none: 401,
  anonymous: resource === 'articles' ? 200 : 401,
  customer: 200,
  partner: 200,
  admin: 200,
});

describe('reference data access matrix', () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string | undefined>;
  const bodies = {} as Record<Resource, Bodies>;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of ['customer', 'partner', 'admin'] as const) {
      tokens[role] = (await createUser(t, { role })).token;
    }
    tokens.anonymous = await t.anonymousToken();
    tokens.none = undefined;
    const admin = tokens.admin!;
    const parent = await createCategory(t, admin);
    const ofParent = { categories_id: parent.categories_id };
    const spare = await createCategory(t, admin);
    const created = async (path: string, body: Record<string, unknown>, key: string) =>
      String((await t.call(path, body, admin)).json()[key][`${key}_id`]);

    const factor = () => ({ ...ofParent, name: 'F', code: 'F1', icon: 'i', about: 'a' });
    const queryType = () => ({ ...ofParent, name: `Q ${randomUUID()}`, icon: 'i', about: 'a' });
    const article = () => ({
      title: 'T',
      url: `https://news.example/${randomUUID()}`,
      publishedAt: '2026-11-01T00:00:00Z',
      sourceName: 'S',
      riskLevel: 'Risk',
      content: 'C',
    });
    const ids = {
      factor: await created('factor/insert', factor(), 'factor'),
      queryType: await created('queryType/insert', queryType(), 'queryType'),
      articles: await created('articles/insert', article(), 'articles'),
    };
    bodies.categories = {
      insert: () => categoryBody(),
      update: () => ({ ...categoryBody(), ...ofParent }),
      remove: () => ({ categories_id: spare.categories_id, is_deleted: true }),
      read: () => ofParent,
    };
    bodies.factor = {
      insert: factor,
      update: () => ({ ...factor(), factor_id: ids.factor }),
      remove: () => ({ factor_id: ids.factor, is_deleted: true }),
      read: () => ({ factor_id: ids.factor }),
    };
    bodies.queryType = {
      insert: queryType,
      update: () => ({ ...queryType(), queryType_id: ids.queryType }),
      remove: () => ({ queryType_id: ids.queryType, is_deleted: true }),
      read: () => ({ queryType_id: ids.queryType }),
    };
    bodies.articles = {
      insert: article,
      update: () => ({ ...article(), articles_id: ids.articles }),
      remove: () => ({ articles_id: ids.articles, is_deleted: true }),
      read: () => ({ articles_id: ids.articles }),
    };
  });
  afterAll(() => t.close());

  const RESOURCES: Resource[] = ['categories', 'factor', 'queryType', 'articles'];

  it('documents the six operations of each resource in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const resource of RESOURCES) {
      for (const op of ['insert', 'update', 'get', 'remove', 'search', 'list']) {
        expect(doc.paths).toHaveProperty([`/api/${resource}/${op}`]);
      }
    }
  });

  // Reads first: the admin's remove at the end of the write sweep deletes the records read here.
  describe.each(RESOURCES)('%s reads', (resource) => {
    it.each(['get', 'search', 'list'])('%s answers each caller as its role allows', async (op) => {
      for (const caller of CALLERS) {
        const body = op === 'get' ? bodies[resource].read() : {};
        const res = await t.call(`${resource}/${op}`, body, tokens[caller]);
        expect([caller, res.statusCode]).toEqual([caller, READ_STATUS(resource)[caller]]);
      }
    });
  });

  describe.each(RESOURCES)('%s writes', (resource) => {
    it.each(['insert', 'update', 'remove'] as const)('%s is for admins only', async (op) => {
      for (const caller of CALLERS) {
        const res = await t.call(`${resource}/${op}`, bodies[resource][op](), tokens[caller]);
        expect([caller, res.statusCode]).toEqual([caller, WRITE_STATUS[caller]]);
        expect(res.json().success).toBe(caller === 'admin');
      }
    });
  });
});
