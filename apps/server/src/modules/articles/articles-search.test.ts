import { SNIPPET_MARK as M, type Article } from '@georisk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { SEARCH_WINDOW } from './articles-search.repository.js';

/** Full-text search of the news (docs/rules/news.md, "Search"), through articles/list. */
describe('news full-text search', () => {
  const t = useTestApp();
  let admin: TestUser;
  let visitorToken: string;
  const ids: Record<string, string> = {};

  const search = async (q: string, token = visitorToken, extra: Record<string, unknown> = {}) => {
    const res = await t.call('articles/list', { q, ...extra }, token);
    expect(res.statusCode).toBe(200);
    return res.json<{ articles: Article[]; total: number }>();
  };
  const found = async (q: string, token?: string) =>
    (await search(q, token)).articles.map((a) => name(a.articles_id));
  const name = (id: string) => Object.keys(ids).find((key) => ids[key] === id) ?? id;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    visitorToken = await t.anonymousToken();
    const hour = (h: number) => new Date(Date.UTC(2026, 10, 1, h));
    const articles = {
      phrase: {
        title: 'Shipping update',
        content: 'Tankers wait as the strait of Hormuz closure enters its second day.',
        publishedAt: hour(1),
      },
      scattered: {
        title: 'Regional roundup',
        content: 'The closure of a border post; a strait elsewhere; Hormuz traffic normal.',
        publishedAt: hour(2),
      },
      titleHit: {
        title: 'Lagos protests grow',
        content: 'Crowds gathered downtown on Monday.',
        publishedAt: hour(3),
      },
      bodyHit: {
        title: 'Nigeria briefing',
        content: 'Analysts expect further protests in Lagos after the fuel price rise.',
        publishedAt: hour(4),
      },
      hidden: {
        title: 'Draft on Hormuz',
        content: 'Not yet public.',
        publishedAt: hour(5),
        isActive: false,
      },
      markup: {
        title: 'Quoted markup',
        content: `A <script>alert(1)</script> zebra story ${M.start}fake${M.stop} marks.`,
        publishedAt: hour(6),
      },
    };
    for (const [key, values] of Object.entries(articles)) {
      ids[key] = (await buildArticle(t, values)).id;
    }
  });

  it('finds a quoted phrase only where the words stand together', async () => {
    expect(await found('"strait of Hormuz closure"')).toEqual(['phrase']);
    expect((await found('strait Hormuz closure')).sort()).toEqual(['phrase', 'scattered']);
  });

  it('takes OR and -word, and stems words (protest finds protests)', async () => {
    expect((await found('zebra OR tankers')).sort()).toEqual(['markup', 'phrase']);
    expect(await found('Hormuz -tankers')).toEqual(['scattered']);
    expect(await found('protest lagos')).toEqual(['titleHit', 'bodyHit']);
  });

  it('ranks a title hit above a body hit, though the body hit is newer', async () => {
    const { articles } = await search('Lagos protests');
    expect(articles.map((a) => name(a.articles_id))).toEqual(['titleHit', 'bodyHit']);
  });

  it('marks the matching words in a snippet, with only the server’s markers', async () => {
    const { articles } = await search('fuel price');
    expect(articles[0]?.snippet).toContain(`${M.start}fuel${M.stop} ${M.start}price${M.stop}`);
    const [markup] = (await search('zebra')).articles;
    expect(markup?.snippet).toContain(`${M.start}zebra${M.stop}`);
    // The article's own marker characters are gone: only "zebra" is marked.
    expect(markup?.snippet?.split(M.start)).toHaveLength(2);
    // Without a search the items carry no snippet and the order is the newest first.
    const res = await t.call('articles/list', { limit: 3 }, visitorToken);
    const latest = res.json<{ articles: Article[] }>().articles;
    expect(latest.map((a) => a.snippet)).toEqual([undefined, undefined, undefined]);
  });

  it('keeps visibility: inactive articles for admins only', async () => {
    expect(await found('Hormuz draft')).toEqual([]);
    expect(await found('Hormuz draft', admin.token)).toEqual(['hidden']);
  });

  it('answers hostile and empty queries with an empty page, never an error', async () => {
    const hostile = [
      '"',
      '-',
      '-hormuz',
      '- -',
      'the',
      '!!!',
      '""',
      'OR',
      ':*',
      "'",
      '\\',
      '&|!()',
    ];
    for (const q of hostile) {
      const page = await search(q);
      expect({ articles: page.articles, total: page.total }, q).toEqual({ articles: [], total: 0 });
    }
    // Operators of to_tsquery are words here, not syntax.
    expect(await found('zebra & (story | x)')).toEqual([]);
    expect(await found('zebra & (story')).toEqual(['markup']);
    // Only spaces: no search, the plain newest-first list.
    expect((await search('   ')).total).toBe(5);
  });

  it('answers a search in one statement, and one without a word to look up too', async () => {
    // Queries no other test asks, so no cached reply stands in for the database.
    for (const q of ['tankers strait', '-zebra', 'an', 'zebra OR crowds -monday']) {
      const before = t.queries.count;
      await search(q);
      expect(t.queries.count - before, q).toBe(1);
    }
  });

  it('ranks more of the words asked above fewer, and equal ranks newest first', async () => {
    // Both words above one of them, though older.
    expect(await found('hormuz OR tankers')).toEqual(['phrase', 'scattered']);
    // The word once in each body: the same rank, so the newest first.
    expect(await found('strait')).toEqual(['scattered', 'phrase']);
  });

  it('pages and counts the matches', async () => {
    const page = await search('Hormuz OR Lagos', visitorToken, { limit: 2, offset: 2 });
    expect(page.total).toBe(4);
    expect(page.articles).toHaveLength(2);
  });
});

/** docs/rules/news.md, "The window": the newest SEARCH_WINDOW matches are ranked and counted. */
describe('news full-text search window', () => {
  const t = useTestApp();

  it('ranks and counts the newest 1 000 matches, and says there are more', async () => {
    // 1 002 matches: the two oldest have the word in their titles, so they would rank first.
    await t.database.db.execute(sql`insert into articles (title, url, published_at, source_name,
        risk_level, content, alerted_at)
      select case when g > ${SEARCH_WINDOW} then 'Quokka sighting' else 'Wildlife note ' || g end,
        'https://window.example/' || g, now() - g * interval '1 minute', 'Window Wire', 'Risk',
        'A quokka was seen near the harbour.', now()
      from generate_series(1, ${SEARCH_WINDOW + 2}) g`);
    const visitor = await t.anonymousToken();
    const search = async (body: Record<string, unknown>) => {
      const res = await t.call('articles/list', { q: 'quokka', ...body }, visitor);
      expect(res.statusCode).toBe(200);
      return res.json<{ articles: Article[]; total: number; total_capped?: boolean }>();
    };
    const first = await search({ limit: 5 });
    expect([first.total, first.total_capped]).toEqual([SEARCH_WINDOW, true]);
    expect(first.articles.map((a) => a.title)).not.toContain('Quokka sighting');
    const last = await search({ limit: 100, offset: SEARCH_WINDOW - 100 });
    expect(last.articles).toHaveLength(100);
    expect(last.articles.map((a) => a.title)).not.toContain('Quokka sighting');
    const past = await search({ offset: SEARCH_WINDOW });
    expect([past.articles, past.total, past.total_capped]).toEqual([[], SEARCH_WINDOW, true]);
    // A search within the window is counted exactly, without the flag's "more".
    const few = await t.call('articles/list', { q: 'harbour -quokka' }, visitor);
    expect(few.json()).toMatchObject({ total: 0, total_capped: false });
  });

  it('reads the weeks newest first: a match dated ahead leads, the oldest is left out', async () => {
    // SEARCH_WINDOW + 1 matches three hours apart (about 18 weeks, so every tier of weeks but the
    // oldest), the oldest with the word in its title; and one dated six weeks ahead.
    await t.database.db.execute(sql`insert into articles (title, url, published_at, source_name,
        risk_level, content, alerted_at)
      select case when g > ${SEARCH_WINDOW} then 'Wombat sighting' else 'Bush note ' || g end,
        'https://weeks.example/' || g, now() - g * interval '3 hours', 'Weeks Wire', 'Risk',
        'A wombat crossed the road.', now()
      from generate_series(1, ${SEARCH_WINDOW + 1}) g
      union all select 'Wombat ahead', 'https://weeks.example/ahead', now() + interval '42 days',
        'Weeks Wire', 'Risk', 'A wombat is expected.', now()`);
    const visitor = await t.anonymousToken();
    const search = async (body: Record<string, unknown>) =>
      (await t.call('articles/list', { q: 'wombat', ...body }, visitor)).json<{
        articles: Article[];
        total: number;
        total_capped?: boolean;
      }>();
    const first = await search({ limit: 3 });
    expect([first.total, first.total_capped]).toEqual([SEARCH_WINDOW, true]);
    expect(first.articles.map((a) => a.title)).toEqual([
      'Wombat ahead',
      'Bush note 1',
      'Bush note 2',
    ]);
    const last = await search({ limit: 10, offset: SEARCH_WINDOW - 10 });
    // The window is the one ahead and notes 1 to 999: the last page ends with the oldest of them.
    expect(last.articles.map((a) => a.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bush note ${SEARCH_WINDOW - 10 + i}`),
    );
  });
});
