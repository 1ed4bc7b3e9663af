import {
  API_PATHS,
  countryHistoryReply,
  countryHistorySchema,
  countryTrendsReply,
  countryTrendsSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { GEOGRAPHY_MESSAGES as M } from './geography.messages.js';
import { countryHistory, countryTrends } from './trends.service.js';

/** Trends are news only, like the visitors' country list: anyone may read them. */
export const trendsRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['country']);
  const db = app.database.db;

  route(
    API_PATHS.country.history,
    {
      access: 'anonymous',
      summary: "One country's daily scores (up to 730 days), ending with today's",
      body: countryHistorySchema,
      reply: countryHistoryReply,
    },
    async (request) =>
      ok(M.historyLoaded, {
        country: await countryHistory(db, request.body.code, request.body.days),
      }),
  );

  route(
    API_PATHS.country.trends,
    {
      access: 'anonymous',
      summary: "Every country's recent daily scores, the largest rise this week first",
      body: countryTrendsSchema,
      reply: countryTrendsReply,
    },
    async (request) => ok(M.trendsLoaded, { country: await countryTrends(db, request.body.days) }),
  );
};
