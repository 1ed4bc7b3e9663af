import { API_PATHS, type FeedSource, type RiskLevel } from '@georisk/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { articles, feedSources } from '../db/schema.js';
import type { FeedFetchOptions } from '../modules/feeds/index.js';
import { buildUser, type TestUser } from './factories.js';
import { startFixtureServer, type FixtureServer } from './feed-fixture-server.js';
import { buildTestApp, type TestApp } from './test-app.js';

export interface FeedsContext {
  t: TestApp;
  feeds: FixtureServer;
  admin: TestUser;
}

/**
 * For one test file: a fixture feed server, the app allowed to read it (a private address) with
 * these time limits, and an admin; `prepare` runs once they are up (seeding, say).
 */
export const useFeedsApp = (
  limits: Omit<FeedFetchOptions, 'allowPrivate'>,
  prepare?: (t: TestApp) => Promise<unknown>,
): FeedsContext => {
  const context = {} as FeedsContext;
  beforeAll(async () => {
    context.feeds = await startFixtureServer();
    context.t = await buildTestApp({ feeds: { allowPrivate: true, ...limits } });
    context.admin = await buildUser(context.t, { role: 'admin' });
    await prepare?.(context.t);
  });
  afterAll(async () => {
    await context.t.close();
    await context.feeds.close();
  });
  return context;
};

/** Test helper: admin calls and database reads shared by the feeds tests. */
export const addFeed = async (
  t: TestApp,
  token: string,
  url: string,
  defaultRiskLevel: RiskLevel = 'Risk',
  everyItemIsAlert = false,
): Promise<FeedSource> => {
  const reply = await t.call(
    API_PATHS.feeds.insert,
    { url, name: 'Fixture Wire', defaultRiskLevel, everyItemIsAlert },
    token,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ feeds: FeedSource }>().feeds;
};

export const fetchNow = (t: TestApp, token: string, feedId: string) =>
  t.call(API_PATHS.feeds.fetchNow, { feed_id: feedId }, token);

export const articlesOf = (t: TestApp, feedId: string) =>
  t.database.db
    .select({
      title: articles.title,
      url: articles.url,
      riskLevel: articles.riskLevel,
      content: articles.content,
      sourceName: articles.sourceName,
      publishedAt: articles.publishedAt,
      isActive: articles.isActive,
      isDeleted: articles.isDeleted,
    })
    .from(articles)
    .where(eq(articles.feedSourceId, feedId))
    .orderBy(asc(articles.title));

export const sourceRow = async (t: TestApp, feedId: string) => {
  const [row] = await t.database.db.select().from(feedSources).where(eq(feedSources.id, feedId));
  if (!row) throw new Error('feed source missing');
  return row;
};

/** An RSS 2.0 feed of `items` [title, description], published now, linked under `base`. */
export const rssOf = (base: string, items: [string, string][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Wire</title>${items
    .map(
      ([title, description], i) =>
        `<item><title>${title}</title><link>${base}/${i}</link><description>${description}</description><pubDate>${new Date().toUTCString()}</pubDate></item>`,
    )
    .join('')}</channel></rss>`;
