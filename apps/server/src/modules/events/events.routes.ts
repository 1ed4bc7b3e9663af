import {
  API_PATHS,
  eventIdSchema,
  eventListReply,
  eventListSchema,
  eventReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { CacheRule } from '../../cache/public-reply-cache.js';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { EVENT_MESSAGES as M } from './events.messages.js';
import { eventOf, eventsOf } from './events.service.js';

/**
 * Every caller sees the same events (live articles only, for staff too), so one copy serves all
 * from the reply cache (docs/performance.md, "Caching"). Topic 'articles': a clustering sweep
 * writes the articles' event ids with every event it changes, and a verification or a source's
 * new grade renews that topic too (migrations 0008 and 0036).
 */
const sameForEveryone: CacheRule = { topics: ['articles'], variant: () => 'everyone' };

/** News events: read by anyone with a token, as the articles are (docs/rules/news.md). */
export const eventRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['event']);
  const db = app.database.db;

  route(
    API_PATHS.event.list,
    {
      access: 'anonymous',
      cache: sameForEveryone,
      summary: 'The news as events (one per happening, with its sources), latest first',
      body: eventListSchema,
      reply: eventListReply,
    },
    async (request) => {
      const { rows, total } = await eventsOf(db, request.body);
      return ok(`${M.label.many} found`, { event: rows, total });
    },
  );

  route(
    API_PATHS.event.get,
    {
      access: 'anonymous',
      cache: sameForEveryone,
      summary: 'One news event with its sources',
      body: eventIdSchema,
      reply: eventReply,
    },
    async (request) => {
      const event = valueOrHttpError(await eventOf(db, request.body.event_id));
      return ok(`${M.label.one} found`, { event });
    },
  );
};
