import { API_PATHS, RELIABILITY_MESSAGES, type Article } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { addFeed, fetchNow, rssOf, useFeedsApp } from '../../test/feeds.test-helpers.js';

const ctx = useFeedsApp({ timeoutMs: 10_000, parseTimeoutMs: 20_000 });

/** A feed graded `grade` that brings one Severe story about `country` (named in its title). */
const gradedStory = async (path: string, country: string, grade: string) => {
  const source = await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url(path), 'Severe', true);
  const graded = await ctx.t.call(
    API_PATHS.feeds.update,
    { ...source, feed_id: source.feed_id, grade },
    ctx.admin.token,
  );
  expect(graded.json()).toMatchObject({ feeds: { grade } });
  ctx.feeds.serve(
    path,
    rssOf(ctx.feeds.url(path), [[`Fighting in ${country} goes on`, 'Reports say so.']]),
  );
  expect((await fetchNow(ctx.t, ctx.admin.token, source.feed_id)).statusCode).toBe(200);
  return source;
};

const scoreOf = async (code: string, token: string) =>
  (await ctx.t.call('country/get', { code }, token)).json<{ country: { score: number } }>().country
    .score;

describe('source grades', () => {
  it('are F for a new source and weight each country score: A 1.0, C 0.6, E 0.2', async () => {
    const fresh = await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/new.xml'));
    expect(fresh.grade).toBe('F');
    const visitor = await ctx.t.anonymousToken();
    await gradedStory('/a.xml', 'Mali', 'A');
    const e = await gradedStory('/e.xml', 'Chad', 'E');
    // A Severe story is worth 40 points today; its source's grade weights it.
    expect(await scoreOf('ML', visitor)).toBe(40);
    expect(await scoreOf('TD', visitor)).toBe(8);

    // Regrading shows at once, to visitors too (their cached copy is renewed).
    await ctx.t.call(API_PATHS.feeds.update, { ...e, grade: 'C' }, ctx.admin.token);
    expect(await scoreOf('TD', visitor)).toBe(24);
    const list = await ctx.t.call(API_PATHS.articles.list, { countries: ['TD'] }, visitor);
    expect(list.json<{ articles: Article[] }>().articles[0]?.source).toEqual({
      name: 'Fixture Wire',
      grade: 'C',
    });
  });

  it('refuse a grade outside A-F and change nothing', async () => {
    const source = await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/bad.xml'));
    const reply = await ctx.t.call(
      API_PATHS.feeds.update,
      { ...source, grade: 'G' },
      ctx.admin.token,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: RELIABILITY_MESSAGES.invalidGrade });
  });
});

const staffArticle = async (title: string, language?: string) => {
  const reply = await ctx.t.call(
    API_PATHS.articles.insert,
    {
      title,
      url: `https://example.org/${encodeURIComponent(title)}`,
      sourceName: 'Desk',
      publishedAt: new Date().toISOString(),
      riskLevel: 'Risk',
      content: 'Les autorités ont annoncé de nouvelles mesures après les événements de la nuit.',
      ...(language && { language }),
    },
    ctx.admin.token,
  );
  return reply.json<{ articles: Article }>().articles;
};

describe('verification', () => {
  it('is set by partners and admins, audited, and shown with the article', async () => {
    const article = await staffArticle('Manifestation à Paris contre la réforme');
    expect(article).toMatchObject({ verification: 'unverified', language: 'fr' });
    expect(article.source.grade).toBe('A');
    const partner = await buildUser(ctx.t, { role: 'partner' });
    const marked = await ctx.t.call(
      API_PATHS.articles.verify,
      { articles_id: article.articles_id, verification: 'confirmed' },
      partner.token,
    );
    expect(marked.json()).toMatchObject({
      message: 'Article marked confirmed',
      articles: { verification: 'confirmed' },
    });
    const got = await ctx.t.call(
      API_PATHS.articles.get,
      { articles_id: article.articles_id },
      await ctx.t.anonymousToken(),
    );
    expect(got.json()).toMatchObject({ articles: { verification: 'confirmed' } });
    const trail = await ctx.t.call(
      'audit/list',
      { target_id: article.articles_id },
      ctx.admin.token,
    );
    expect(trail.json<{ audit: { action: string; actor_user_id: string }[] }>().audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'article.verify', actor_user_id: partner.id }),
      ]),
    );
  });

  it('refuses customers, unknown values and unknown articles', async () => {
    const article = await staffArticle('Elecciones en Perú: resultados preliminares', 'es');
    expect(article.language).toBe('es');
    const customer = await buildUser(ctx.t, { role: 'customer' });
    const body = { articles_id: article.articles_id, verification: 'disputed' };
    expect((await ctx.t.call(API_PATHS.articles.verify, body, customer.token)).statusCode).toBe(
      403,
    );
    const bad = await ctx.t.call(
      API_PATHS.articles.verify,
      { ...body, verification: 'true' },
      ctx.admin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: RELIABILITY_MESSAGES.invalidVerification });
    const missing = { ...body, articles_id: '00000000-0000-4000-8000-000000000000' };
    expect((await ctx.t.call(API_PATHS.articles.verify, missing, ctx.admin.token)).statusCode).toBe(
      404,
    );
    const still = await ctx.t.call(
      API_PATHS.articles.get,
      { articles_id: article.articles_id },
      ctx.admin.token,
    );
    expect(still.json()).toMatchObject({ articles: { verification: 'unverified' } });
  });

  it('lets an admin correct the language, and keeps it when an update leaves it out', async () => {
    const article = await staffArticle('Grève nationale annoncée pour jeudi');
    const {
      articles_id,
      source,
      wink,
      created_at,
      updated_at,
      places,
      countries,
      verification,
      ...form
    } = article;
    void [source, wink, created_at, updated_at, verification];
    const edit = { ...form, articles_id, sourceName: 'Desk', emoji: '', places, countries };
    const set = await ctx.t.call(
      API_PATHS.articles.update,
      { ...edit, language: 'pt' },
      ctx.admin.token,
    );
    expect(set.json()).toMatchObject({ articles: { language: 'pt' } });
    const { language: _dropped, ...withoutLanguage } = edit;
    void _dropped;
    const kept = await ctx.t.call(
      API_PATHS.articles.update,
      { ...withoutLanguage, title: 'Greve' },
      ctx.admin.token,
    );
    expect(kept.json()).toMatchObject({ articles: { title: 'Greve', language: 'pt' } });
    const bad = await ctx.t.call(
      API_PATHS.articles.update,
      { ...edit, language: 'french' },
      ctx.admin.token,
    );
    expect(bad.json()).toMatchObject({ message: RELIABILITY_MESSAGES.invalidLanguage });
  });
});
