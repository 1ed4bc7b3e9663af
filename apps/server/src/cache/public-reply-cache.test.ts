import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema.js';
import { startFixtureServer } from '../test/feed-fixture-server.js';
import { addFeed, fetchNow } from '../test/feeds.test-helpers.js';
import { answeredRequestIn } from '../test/finding.test-helpers.js';
import {
  buildArticle,
  buildCast,
  buildCategory,
  buildFactor,
  buildQueryType,
  type TestUser,
} from '../test/factories.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let partner: TestUser;
let visitor: string;

beforeAll(async () => {
  t = await buildTestApp({ feeds: { allowPrivate: true, timeoutMs: 2000 } });
  ({ admin, alice, partner } = await buildCast(t));
  visitor = await t.anonymousToken();
});
afterAll(() => t.close());

const read = (path: string, token: string, body: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
/** Whether a read was answered from a cached copy (the plugin marks those `x-cache: hit`). */
const fromCopy = async (path: string, token: string, body: unknown = {}) => {
  const reply = await read(path, token, body);
  return { reply, served: reply.headers['x-cache'] === 'hit' };
};
const titles = async (token: string, body: unknown = {}) =>
  (await read('articles/list', token, body))
    .json<{ articles: { title: string }[] }>()
    .articles.map((a) => a.title);
type Named = { name: string; categories?: { name: string } };
const names = async (path: string, key: string, token = admin.token) => {
  const reply = await read(path, token, { limit: 500 });
  const rows = reply.json<Record<string, Named[]>>()[key] ?? [];
  return rows.map((row) => `${row.name}${row.categories ? ` in ${row.categories.name}` : ''}`);
};

describe('public reply cache (docs/performance.md, "Caching")', () => {
  it('answers a repeated public read with the same bytes, without the database', async () => {
    const first = await read('articles/list', visitor);
    const before = t.queries.count;
    const second = await fromCopy('articles/list', visitor);
    expect(t.queries.count).toBe(before);
    expect(second.served).toBe(true);
    expect(second.reply.body).toBe(first.body);
    expect(second.reply.headers['cache-control']).toBe('no-store');
    // The same body with its keys in another order is the same read.
    const a = await read('articles/list', visitor, { limit: 5, offset: 0 });
    const b = await fromCopy('articles/list', visitor, { offset: 0, limit: 5 });
    expect(b.served).toBe(true);
    expect(b.reply.body).toBe(a.body);
  });

  it('serves a reference read to a logged-in reader from the copy of their variant, until a write', async () => {
    const first = await read('categories/list', alice.token);
    expect((await fromCopy('categories/list', alice.token)).served).toBe(true);
    await buildCategory(t, { name: `Cached ${randomUUID()}` });
    const changed = await fromCopy('categories/list', alice.token);
    expect(changed.served).toBe(false);
    expect(changed.reply.body).not.toBe(first.body);
  });

  it('keeps no per-user copies: private reads always ask the database', async () => {
    for (const path of ['incident/list', 'notification/list', 'dashboard/get', 'watch/list']) {
      await read(path, alice.token);
      const again = await fromCopy(path, alice.token);
      expect(again.reply.statusCode, path).toBe(200);
      expect(again.served, path).toBe(false);
    }
  });

  it('checks a body the cache has not answered before: refused bodies and odd shapes get their 400', async () => {
    for (const body of [{ limit: 'many' }, { limit: 5, q: { nested: 'x' } }, [1, 2]]) {
      for (let i = 0; i < 2; i += 1) {
        const refused = await read('articles/list', visitor, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
    }
    // A deep body is not cached either, and never costs more than its refusal.
    const depth = 5000;
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/articles/list',
      headers: { authorization: `Bearer ${visitor}`, 'content-type': 'application/json' },
      payload: `{"q":${'{"deep":'.repeat(depth)}"x"${'}'.repeat(depth + 1)}`,
    });
    expect(deep.statusCode).toBe(400);
  });

  it('shows every kind of article write at once: insert, update, remove, direct SQL, a feed', async () => {
    await titles(visitor);
    const inserted = await t.call(
      'articles/insert',
      {
        title: 'Fresh story',
        url: `https://news.example/${randomUUID()}`,
        publishedAt: new Date().toISOString(),
        sourceName: 'Wire',
        riskLevel: 'Risk',
        content: 'Details.',
        is_active: true,
      },
      admin.token,
    );
    const article = inserted.json().articles as Record<string, unknown>;
    expect(await titles(visitor)).toContain('Fresh story');
    await t.call(
      'articles/update',
      { ...article, title: 'Fresh story, updated', sourceName: 'Wire' },
      admin.token,
    );
    expect(await titles(visitor)).toContain('Fresh story, updated');
    await t.call('articles/remove', { articles_id: article.articles_id }, admin.token);
    expect(await titles(visitor)).not.toContain('Fresh story, updated');
    const direct = await buildArticle(t, { title: 'Written by SQL' });
    expect(await titles(visitor)).toContain('Written by SQL');
    await t.database.db.update(articles).set({ isActive: false }).where(eq(articles.id, direct.id));
    expect(await titles(visitor)).not.toContain('Written by SQL');

    const feeds = await startFixtureServer();
    try {
      feeds.serve(
        '/cache.xml',
        `<?xml version="1.0"?><rss version="2.0"><channel><title>W</title>
        <item><title>Fed by the wire</title><link>https://wire.example/${randomUUID()}</link>
        <description>News.</description></item></channel></rss>`,
      );
      const feed = await addFeed(t, admin.token, feeds.url('/cache.xml'));
      const fetched = await fetchNow(t, admin.token, feed.feed_id);
      expect(fetched.statusCode, fetched.body).toBe(200);
      expect(await titles(visitor)).toContain('Fed by the wire');
    } finally {
      await feeds.close();
    }
  });

  it('keeps inactive articles for admins: a visitor never gets the admin copy', async () => {
    await buildArticle(t, { title: 'Held back', isActive: false });
    expect(await titles(admin.token, { q: 'Held back' })).toEqual(['Held back']);
    expect(await titles(visitor, { q: 'Held back' })).toEqual([]);
    expect(await titles(alice.token, { q: 'Held back' })).toEqual([]);
  });

  it('shows category, factor and query type writes in every list that reads them', async () => {
    const category = await buildCategory(t, { name: `Energy ${randomUUID()}` });
    const factor = await buildFactor(t, category.id, { name: `Grid ${randomUUID()}` });
    const queryType = await buildQueryType(t, category.id, { name: `Supply ${randomUUID()}` });
    expect(await names('factor/list', 'factor')).toContain(`${factor.name} in ${category.name}`);
    expect(await names('queryType/list', 'queryType')).toContain(
      `${queryType.name} in ${category.name}`,
    );
    expect(await names('factor/list', 'factor', alice.token)).toContain(
      `${factor.name} in ${category.name}`,
    );

    const renamed = `Power ${randomUUID()}`;
    const update = await t.call(
      'categories/update',
      {
        categories_id: category.id,
        name: renamed,
        icon: 'bolt',
        about: 'About it',
        is_active: true,
      },
      admin.token,
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(await names('categories/list', 'categories')).toContain(renamed);
    expect(await names('factor/list', 'factor')).toContain(`${factor.name} in ${renamed}`);
    expect(await names('queryType/list', 'queryType')).toContain(`${queryType.name} in ${renamed}`);

    // A category switched off hides its children from non-admins at once.
    await t.call(
      'categories/update',
      {
        categories_id: category.id,
        name: renamed,
        icon: 'bolt',
        about: 'About it',
        is_active: false,
      },
      admin.token,
    );
    expect(await names('factor/list', 'factor', alice.token)).not.toContain(
      `${factor.name} in ${renamed}`,
    );

    const factorRename = await t.call(
      'factor/update',
      {
        factor_id: factor.id,
        categories_id: category.id,
        name: 'Grid, renamed',
        code: factor.code,
        icon: 'flag',
        about: 'About it',
        is_active: true,
      },
      admin.token,
    );
    expect(factorRename.statusCode, factorRename.body).toBe(200);
    expect(await names('factor/list', 'factor')).toContain(`Grid, renamed in ${renamed}`);
    await t.call('queryType/remove', { queryType_id: queryType.id }, admin.token);
    expect(await names('queryType/list', 'queryType')).not.toContain(
      `${queryType.name} in ${renamed}`,
    );
  });

  it("never caches a customer's country figures, which add their own findings", async () => {
    await answeredRequestIn(t, alice, partner, 'LA');
    const laos = (body: string) =>
      (JSON.parse(body) as { country: { code: string }[] }).country.some((c) => c.code === 'LA');
    for (let i = 0; i < 2; i += 1) {
      const forAlice = await fromCopy('country/list', alice.token);
      expect(forAlice.served).toBe(false);
      expect(laos(forAlice.reply.body)).toBe(true);
    }
    await read('country/list', visitor);
    const forVisitor = await fromCopy('country/list', visitor);
    expect(forVisitor.served).toBe(true);
    expect(laos(forVisitor.reply.body)).toBe(false);
  });

  it("shows a new article in visitors' country levels at once", async () => {
    const before = await read('country/list', visitor);
    expect(before.body).not.toContain('"code":"TV"');
    await buildArticle(t, { title: 'Tuvalu storm', riskLevel: 'Severe', countries: ['TV'] });
    expect((await read('country/list', visitor)).body).toContain('"code":"TV"');
    expect((await read('country/get', visitor, { code: 'TV' })).body).toContain('Tuvalu storm');
  });
});
