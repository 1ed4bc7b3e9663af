import { API_PATHS, CODES } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../db/schema.js';
import { fixture } from '../../test/feed-fixture-server.js';
import {
  addFeed,
  articlesOf,
  fetchNow,
  sourceRow,
  useFeedsApp,
} from '../../test/feeds.test-helpers.js';
import { seedRiskRules } from './risk-rules.service.js';

const ctx = useFeedsApp({ timeoutMs: 500 }, (t) => seedRiskRules(t.database.db));

describe('polling an RSS 2.0 feed', () => {
  let feedId: string;

  it('turns each linked item into one graded, plain-text article', async () => {
    ctx.feeds.serve('/rss.xml', fixture('rss.xml'));
    feedId = (await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/rss.xml'), 'Risk')).feed_id;

    const reply = await fetchNow(ctx.t, ctx.admin.token, feedId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ message: '3 new articles added', feeds: { added: 3 } });

    const rows = await articlesOf(ctx.t, feedId);
    expect(rows.map((row) => [row.title, row.riskLevel])).toEqual([
      // No risk term, and the source is not marked "every item is an alert": Low, not its default.
      ['Central bank holds rates in an electionless quiet', 'Low Risk'],
      ['Farmers protest the new tariff on fertiliser', 'High Risk'],
      ['Military coup reported in Freedonia', 'Severe'],
    ]);
    const [bank, farmers, coup] = rows;
    expect(coup).toMatchObject({
      url: 'https://wire.example/news/freedonia-coup',
      content: 'Troops surrounded the presidential palace at dawn.',
      sourceName: 'Fixture Wire',
      isActive: true,
    });
    expect(coup?.publishedAt.toISOString()).toBe('2025-11-20T06:30:00.000Z');
    expect(farmers?.content).toBe(
      'Thousands marched in the capital. Talks are planned & expected.',
    );
    expect(bank?.url).toBe(ctx.feeds.url('/news/central-bank'));
    // No date in the item: it is news as of the poll.
    expect(Date.now() - (bank?.publishedAt.getTime() ?? 0)).toBeLessThan(60_000);

    const source = await sourceRow(ctx.t, feedId);
    expect(source.lastSuccessAt).not.toBeNull();
    expect(source.lastError).toBeNull();
  });

  it('adds nothing when polled again', async () => {
    const reply = await fetchNow(ctx.t, ctx.admin.token, feedId);
    expect(reply.json()).toMatchObject({ message: '0 new articles added', feeds: { added: 0 } });
    expect(await articlesOf(ctx.t, feedId)).toHaveLength(3);
  });

  it('adds only the new item when the feed changes, and never revives a deleted article', async () => {
    await ctx.t.database.db
      .update(articles)
      .set({ isDeleted: true })
      .where(eq(articles.url, 'https://wire.example/news/freedonia-coup'));
    ctx.feeds.serve('/rss.xml', fixture('rss-updated.xml'));

    const reply = await fetchNow(ctx.t, ctx.admin.token, feedId);
    expect(reply.json()).toMatchObject({ message: '1 new article added', feeds: { added: 1 } });
    const rows = await articlesOf(ctx.t, feedId);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.title.startsWith('Election'))?.riskLevel).toBe('Medium Risk');
    expect(rows.filter((row) => row.title.startsWith('Military coup'))).toHaveLength(1);
  });

  it('keeps the data when the feed turns into malformed XML, and says why on the source', async () => {
    const before = await sourceRow(ctx.t, feedId);
    ctx.feeds.serve('/rss.xml', fixture('malformed.xml'));

    const reply = await fetchNow(ctx.t, ctx.admin.token, feedId);
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toMatchObject({ success: false, code: CODES.feedFailed });
    expect(reply.json<{ message: string }>().message).toMatch(/not well-formed XML/);

    expect(await articlesOf(ctx.t, feedId)).toHaveLength(4);
    const after = await sourceRow(ctx.t, feedId);
    expect(after.lastError).toBe('The feed is not well-formed XML');
    expect(after.lastSuccessAt).toEqual(before.lastSuccessAt);
    expect(after.lastFetchedAt!.getTime()).toBeGreaterThan(before.lastFetchedAt!.getTime());
  });

  it('clears the last error on the next good poll', async () => {
    ctx.feeds.serve('/rss.xml', fixture('rss-updated.xml'));
    expect((await fetchNow(ctx.t, ctx.admin.token, feedId)).statusCode).toBe(200);
    expect((await sourceRow(ctx.t, feedId)).lastError).toBeNull();
  });
});

describe('polling an Atom feed', () => {
  it('reads entries, and applies a rule an admin just added', async () => {
    ctx.feeds.serve('/atom.xml', fixture('atom.xml'), 'application/atom+xml');
    const rule = await ctx.t.call(
      API_PATHS.riskRules.insert,
      { keyword: 'Talks', riskLevel: 'Medium Risk' },
      ctx.admin.token,
    );
    expect(rule.statusCode, rule.body).toBe(200);
    const feedId = (await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/atom.xml'), 'Low Risk'))
      .feed_id;

    expect((await fetchNow(ctx.t, ctx.admin.token, feedId)).json()).toMatchObject({
      feeds: { added: 3 },
    });
    const rows = await articlesOf(ctx.t, feedId);
    expect(rows.map((row) => [row.title, row.riskLevel, row.content])).toEqual([
      ['A quiet day at the port of Rotterdam', 'Low Risk', 'Ships came and went.'],
      ['Missile test over the Sea of Japan', 'Severe', 'A launch was detected early on Saturday.'],
      ['Trade talks resume in Geneva', 'Medium Risk', 'Delegations met for six hours.'],
    ]);
    expect(rows[1]?.publishedAt.toISOString()).toBe('2025-11-21T07:15:00.000Z');
  });
});

describe('items that name no risk (issue 28 item 11)', () => {
  it('are Low Risk from a general source, and a country they name is not raised by the default', async () => {
    ctx.feeds.serve('/quiet.xml', fixture('quiet.xml'));
    const feedId = (
      await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/quiet.xml'), 'Medium Risk')
    ).feed_id;
    expect((await fetchNow(ctx.t, ctx.admin.token, feedId)).statusCode).toBe(200);

    const rows = await ctx.t.database.db
      .select({ title: articles.title, level: articles.riskLevel, countries: articles.countries })
      .from(articles)
      .where(eq(articles.feedSourceId, feedId));
    expect(rows.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Markets closed early for the holiday', level: 'Low Risk', countries: [] },
      { title: 'Quiet day in Iceland', level: 'Low Risk', countries: ['IS'] },
    ]);
    const iceland = await ctx.t.call(API_PATHS.country.get, { code: 'IS' }, ctx.admin.token);
    expect(iceland.json()).toMatchObject({ country: { code: 'IS', riskLevel: 'Low Risk' } });
  });

  it("take the source's default level when the admin marks every item an alert", async () => {
    // The same items at other addresses, so they are new articles.
    ctx.feeds.serve('/advisories.xml', fixture('quiet.xml').replaceAll('/news/', '/advisories/'));
    const source = await addFeed(
      ctx.t,
      ctx.admin.token,
      ctx.feeds.url('/advisories.xml'),
      'High Risk',
      true,
    );
    expect(source).toMatchObject({ everyItemIsAlert: true });
    expect((await fetchNow(ctx.t, ctx.admin.token, source.feed_id)).statusCode).toBe(200);
    expect((await articlesOf(ctx.t, source.feed_id)).map((row) => row.riskLevel)).toEqual([
      'High Risk',
      'High Risk',
    ]);
  });
});

describe('feeds that fail', () => {
  const failing: [string, () => string, RegExp][] = [
    [
      'a server that never answers',
      () => ctx.feeds.url('/hang'),
      /No complete answer within 0.5 s/,
    ],
    ['a body past the 2 MB cap', () => ctx.feeds.url('/endless'), /larger than 2 MB/],
    ['an HTTP error', () => ctx.feeds.url('/missing.xml'), /HTTP 404/],
    ['a dead host', () => 'http://127.0.0.1:9/feed.xml', /Could not reach the feed/],
    ['a page that is not a feed', () => ctx.feeds.url('/page.html'), /Not an RSS or Atom feed/],
  ];

  it.each(failing)('records %s on the source and writes nothing', async (_, url, reason) => {
    ctx.feeds.serve('/page.html', '<html><body><p>Hello</p></body></html>', 'text/html');
    const feedId = (await addFeed(ctx.t, ctx.admin.token, url())).feed_id;
    const reply = await fetchNow(ctx.t, ctx.admin.token, feedId);
    expect(reply.statusCode).toBe(502);
    expect(reply.json<{ message: string }>().message).toMatch(reason);
    expect(await articlesOf(ctx.t, feedId)).toHaveLength(0);
    const source = await sourceRow(ctx.t, feedId);
    expect(source.lastError).toMatch(reason);
    expect(source.lastFetchedAt).not.toBeNull();
    expect(source.lastSuccessAt).toBeNull();
  });

  it('follows a redirect to the feed', async () => {
    ctx.feeds.serve('/rss.xml', fixture('rss.xml'));
    const feedId = (await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/moved'))).feed_id;
    const reply = await fetchNow(ctx.t, ctx.admin.token, feedId);
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

describe('items that name cities (issue 21)', () => {
  it('are tagged with their places, and the places add their countries', async () => {
    ctx.feeds.serve('/located.xml', fixture('located.xml'));
    const feedId = (await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/located.xml'))).feed_id;
    expect((await fetchNow(ctx.t, ctx.admin.token, feedId)).json()).toMatchObject({
      feeds: { added: 4 },
    });

    const rows = await ctx.t.database.db
      .select({ title: articles.title, countries: articles.countries, places: articles.places })
      .from(articles)
      .where(eq(articles.feedSourceId, feedId));
    const located = Object.fromEntries(
      rows.map((row) => [
        row.title,
        { countries: row.countries, places: row.places.map((p) => `${p.name}, ${p.country}`) },
      ]),
    );
    expect(located).toEqual({
      'Explosion at a refinery near Basra': { countries: ['IQ'], places: ['Basra, IQ'] },
      'Protests in Paris': { countries: ['FR'], places: ['Paris, FR'] },
      Springfield: { countries: [], places: [] },
      'Floods in Springfield, Illinois, United States': {
        countries: ['US'],
        places: ['Springfield, US'],
      },
    });
    const paris = rows.find((row) => row.title === 'Protests in Paris')?.places[0];
    expect(paris?.lat).toBeCloseTo(48.85, 1);
    expect(paris?.lon).toBeCloseTo(2.35, 1);
  });
});
