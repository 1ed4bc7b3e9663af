import type { FastifyInstance } from 'fastify';
import type { FeedFetchOptions } from './feed-fetcher.js';
import { feedSourceRoutes } from './feed-sources.routes.js';
import { riskRuleRoutes } from './risk-rules.routes.js';

/** The feeds module's public face: what app.ts and server.ts use of it. */
export type { FeedFetchOptions } from './feed-fetcher.js';
export { fetchFeed } from './feed-fetcher.js';
export { scheduleFeedPolling } from './feed-scheduler.js';
/** One source fetched, parsed, tagged and stored: the ingest bench times it as the poller runs it. */
export { pollFeedSource, prepareFeedReading } from './feed-poller.js';
export { seedRiskRules } from './risk-rules.service.js';

/** News feed ingestion: feed sources, keyword rules and polling on demand (admin only). */
export const feedsModule = (options: FeedFetchOptions = {}) =>
  async function feeds(fastify: FastifyInstance) {
    feedSourceRoutes(fastify, options);
    riskRuleRoutes(fastify);
  };
