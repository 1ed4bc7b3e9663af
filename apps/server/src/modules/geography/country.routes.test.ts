import type { CountryDetail, CountrySummary } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema.js';
import { buildCast, type TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { answeredRequestIn } from '../../test/finding.test-helpers.js';
import { startFixtureServer, type FixtureServer } from '../../test/feed-fixture-server.js';
import { addFeed, fetchNow } from '../../test/feeds.test-helpers.js';
import { articleBody } from '../../test/news.test-helpers.js';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let partner: TestUser;
let visitor: string;

beforeAll(async () => {
  t = await buildTestApp({ feeds: { allowPrivate: true, timeoutMs: 2000 } });
  ({ admin, alice, bob, partner } = await buildCast(t));
  visitor = await t.anonymousToken();
  // The seeded sample news would blur the figures of the countries below.
  await t.database.db.update(articles).set({ isActive: false });
});
afterAll(() => t.close());

const publish = (countries: string[], riskLevel: string, publishedAt = new Date()) =>
  t.call(
    'articles/insert',
    articleBody({
      title: `${riskLevel} news`,
      publishedAt: publishedAt.toISOString(),
      riskLevel,
      countries,
    }),
    admin.token,
  );
const list = async (token: string) =>
  (await t.call('country/list', {}, token)).json<{ country: CountrySummary[] }>().country;
const get = async (code: string, token: string) =>
  (await t.call('country/get', { code }, token)).json<{ country: CountryDetail }>().country;

describe('country risk API', () => {
  it('colours a country from today’s Severe news for visitors, with its reasons and latest news', async () => {
    const res = await publish(['NE'], 'Severe');
    const id = res.json().articles.articles_id as string;
    await publish(['NE'], 'Risk', new Date(Date.now() - 40 * 86_400_000));
    expect((await list(visitor)).find((c) => c.code === 'NE')).toMatchObject({
      name: 'Niger',
      riskLevel: 'Severe',
      score: 40,
      articles: 1,
      findings: 0,
    });
    const niger = await get('NE', visitor);
    expect(niger.reasons).toEqual([
      expect.objectContaining({ kind: 'article', id, level: 'Severe' }),
    ]);
    expect(niger.latest.map((a) => a.articles_id)).toContain(id);
    expect(niger.latest).toHaveLength(2);
    expect(niger.requests).toEqual([]);
  });

  it('gives no level to a country without recent signals and refuses unknown codes', async () => {
    await publish(['BT'], 'Severe', new Date(Date.now() - 31 * 86_400_000));
    expect((await list(visitor)).some((c) => c.code === 'BT')).toBe(false);
    expect(await get('BT', visitor)).toMatchObject({ riskLevel: null, score: 0, reasons: [] });
    const bad = await t.call('country/get', { code: 'QQ' }, visitor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'GR400', message: 'Invalid Country' });
    expect((await t.call('country/list', {})).statusCode).toBe(401);
  });

  it('adds answered findings only where the caller may see them', async () => {
    const incidentId = await answeredRequestIn(t, alice, partner, 'LA');
    const laos = (token: string) => list(token).then((all) => all.find((c) => c.code === 'LA'));
    expect(await laos(visitor)).toBeUndefined();
    expect(await laos(bob.token)).toBeUndefined();
    expect(await laos(alice.token)).toMatchObject({
      riskLevel: 'Medium Risk',
      score: 30,
      findings: 1,
    });
    expect(await laos(partner.token)).toMatchObject({ score: 30 });
    expect(await laos(admin.token)).toMatchObject({ score: 30 });
    const forAlice = await get('LA', alice.token);
    expect(forAlice.reasons).toEqual([expect.objectContaining({ kind: 'finding', level: 'Red' })]);
    expect(forAlice.requests.map((r) => r.incident_id)).toEqual([incidentId]);
    const forBob = await get('LA', bob.token);
    expect(forBob).toMatchObject({ riskLevel: null, reasons: [], requests: [] });
    // An old finding no longer counts.
    await t.database.db.execute(
      `update finding_revisions set published_at = now() - interval '35 days'
       where finding_id in (select id from findings where incident_id = '${incidentId}')`,
    );
    expect(await laos(alice.token)).toBeUndefined();
  });
});

describe('feed ingestion', () => {
  let feeds: FixtureServer;
  beforeAll(async () => {
    feeds = await startFixtureServer();
  });
  afterAll(() => feeds.close());

  it('tags new articles with the countries their title or text names', async () => {
    feeds.serve(
      '/world.xml',
      `<?xml version="1.0"?><rss version="2.0"><channel><title>W</title>
      <item><title>Ukrainian grain ships leave Odesa</title><link>https://wire.example/${randomUUID()}</link>
      <description>Buyers in Côte d'Ivoire and the DRC wait.</description></item>
      <item><title>Markets calm</title><link>https://wire.example/${randomUUID()}</link>
      <description>Nothing to report; tell us more.</description></item>
      </channel></rss>`,
    );
    const feed = await addFeed(t, admin.token, feeds.url('/world.xml'));
    expect((await fetchNow(t, admin.token, feed.feed_id)).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ title: articles.title, countries: articles.countries })
      .from(articles)
      .where(eq(articles.feedSourceId, feed.feed_id));
    expect(Object.fromEntries(rows.map((r) => [r.title, r.countries]))).toEqual({
      'Ukrainian grain ships leave Odesa': ['UA', 'CI', 'CD'],
      'Markets calm': [],
    });
  });
});
