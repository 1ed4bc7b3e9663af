import { MESSAGES, type Article } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

type ArticleList = { articles: Article[]; total: number };

/** What only articles do; the CRUD behaviour they share is in http/crud-routes.test.ts. */
describe('articles API', () => {
  const t = useTestApp();
  let admin: TestUser;
  let visitor: string;
  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    visitor = await t.anonymousToken();
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Border clashes escalate',
    url: `https://news.example/${randomUUID()}`,
    publishedAt: '2026-11-20T08:30:00+01:00',
    sourceName: 'Wire',
    riskLevel: 'High Risk',
    content: 'Troops moved overnight.',
    is_active: true,
    ...overrides,
  });
  const insert = async (overrides: Record<string, unknown> = {}) =>
    (await t.call('articles/insert', body(overrides), admin.token)).json<{ articles: Article }>()
      .articles;
  const search = async (filter: Record<string, unknown>, token = admin.token) =>
    (await t.call('articles/search', filter, token)).json<ArticleList>();
  const ids = (list: ArticleList) => list.articles.map((a) => a.articles_id);

  it('answers in the news shape: source and wink nested, optional texts empty', async () => {
    const created = await insert({ emoji: '🔥' });
    expect(created).toMatchObject({
      title: 'Border clashes escalate',
      publishedAt: '2026-11-20T07:30:00.000Z',
      source: { name: 'Wire' },
      riskLevel: 'High Risk',
      wink: { emoji: '🔥' },
      about: '',
      icon: '',
      is_active: true,
    });
    const updated = await t.call(
      'articles/update',
      { ...body({ title: 'Calm returns' }), articles_id: created.articles_id },
      admin.token,
    );
    expect(updated.json().articles).toMatchObject({ title: 'Calm returns', wink: { emoji: '' } });
  });

  it('refuses a URL a live article already has (409), allows it again after removal', async () => {
    const url = `https://news.example/${randomUUID()}`;
    const first = await insert({ url });
    const dup = await t.call('articles/insert', body({ url }), admin.token);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      success: false,
      code: 'GR409',
      message: 'An Article with this URL already exists',
    });
    const other = await insert();
    const clash = await t.call(
      'articles/update',
      { ...body({ url }), articles_id: other.articles_id },
      admin.token,
    );
    expect(clash.statusCode).toBe(409);

    await t.call(
      'articles/remove',
      { articles_id: first.articles_id, is_deleted: true },
      admin.token,
    );
    expect((await t.call('articles/insert', body({ url }), admin.token)).statusCode).toBe(200);
  });

  it.each([
    [{ title: ' ' }, MESSAGES.articleTitle],
    [{ url: 'javascript:alert(1)' }, MESSAGES.invalidUrl],
    [{ url: 'ftp://files.example/a' }, MESSAGES.invalidUrl],
    [{ url: 'news.example/no-scheme' }, MESSAGES.invalidUrl],
    [{ sourceName: '' }, MESSAGES.articleSource],
    [{ publishedAt: 'yesterday' }, MESSAGES.invalidDate],
    [{ riskLevel: 'Apocalyptic' }, MESSAGES.invalidRiskLevel],
    [{ content: '' }, MESSAGES.articleContent],
    [{ content: 'x'.repeat(20_001) }, 'Content must be at most 20000 characters'],
    [{ title: '', url: 'bad' }, MESSAGES.articleTitle],
  ])('refuses %j with a clear 400 and writes nothing', async (override, message) => {
    const before = (await search({})).total;
    const res = await t.call('articles/insert', body(override), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'GR400', message });
    expect((await search({})).total).toBe(before);
  });

  it('hides inactive articles from visitors even when they ask for them', async () => {
    const hidden = await insert({ title: 'Draft briefing', is_active: false });
    expect(ids(await search({ q: 'Draft briefing' }, visitor))).toEqual([]);
    expect(ids(await search({ q: 'Draft briefing', is_active: false }, visitor))).toEqual([]);
    expect(ids(await search({ q: 'Draft briefing' }))).toEqual([hidden.articles_id]);
    expect((await t.call('articles/list', {})).statusCode).toBe(401);
  });

  it('searches title and content, filters by risk level, best match first with paging', async () => {
    const tag = randomUUID().slice(0, 6);
    const old = await insert({
      title: `Pipeline ${tag}`,
      publishedAt: '2026-01-01T00:00:00Z',
      riskLevel: 'Severe',
    });
    const mid = await insert({
      content: `Drought hits ${tag.toUpperCase()}`,
      publishedAt: '2026-06-01T00:00:00Z',
    });
    const recent = await insert({
      title: `Summit ${tag}`,
      publishedAt: '2026-11-01T00:00:00Z',
      riskLevel: 'Severe',
    });

    // Title hits rank above the content hit; equal ranks go newest first (docs/rules/news.md).
    expect(ids(await search({ q: tag }, visitor))).toEqual(
      [recent, old, mid].map((a) => a.articles_id),
    );
    expect(ids(await search({ q: tag, riskLevel: 'Severe' }))).toEqual([
      recent.articles_id,
      old.articles_id,
    ]);
    const page = await search({ q: tag, limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 3, articles: [{ articles_id: old.articles_id }] });
    const bad = await t.call('articles/search', { riskLevel: 'Meh' }, visitor);
    expect(bad.json()).toMatchObject({ code: 'GR400', message: MESSAGES.invalidRiskLevel });
  });
  describe('places (issue 21)', () => {
    const basra = { name: 'Basra', country: 'IQ', lat: 30.50852, lon: 47.7804 };
    const paris = { name: 'Paris', country: 'FR', lat: 48.85341, lon: 2.3488 };

    it('an admin adds and removes places, and their countries join the article', async () => {
      const created = await insert({ countries: ['SY'] });
      expect(created.places).toEqual([]);
      const update = (places: object[], countries: string[]) =>
        t.call(
          'articles/update',
          { ...body({ url: created.url, countries, places }), articles_id: created.articles_id },
          admin.token,
        );
      const added = await update([basra, paris, basra], ['SY']);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<{ articles: Article }>().articles).toMatchObject({
        places: [basra, paris],
        countries: ['SY', 'IQ', 'FR'],
      });
      const removed = await update([paris], ['SY', 'IQ', 'FR']);
      expect(removed.json<{ articles: Article }>().articles.places).toEqual([paris]);
      const read = await t.call('articles/get', { articles_id: created.articles_id }, visitor);
      expect(read.json<{ articles: Article }>().articles.places).toEqual([paris]);
    });

    it.each([
      [[{ ...paris, lat: 91 }], 'Latitude must be a number from -90 to 90'],
      [[{ ...paris, lon: '2' }], 'Longitude must be a number from -180 to 180'],
      [[{ ...paris, country: 'XX' }], 'Invalid Country'],
      [[{ ...paris, name: ' ' }], 'Please specify the Place name'],
      [Array.from({ length: 11 }, (_, i) => ({ ...paris, name: `Paris ${i}` })), 'Too many places'],
      ['Paris', 'Places must be a list of cities'],
    ])('refuses places %j with 400', async (places, message) => {
      const reply = await t.call('articles/insert', body({ places }), admin.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message });
    });
  });
});
