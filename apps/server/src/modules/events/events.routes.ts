import {
  API_PATHS,
  eventIdSchema,
  eventListReply,
  eventListSchema,
  eventReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { EVENT_MESSAGES as M } from './events.messages.js';
import { eventOf, eventsOf } from './events.service.js';

/** News events: read by anyone with a token, as the articles are (docs/rules/news.md). */
export const eventRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['event']);
  const db = app.database.db;

  route(
    API_PATHS.event.list,
    {
      access: 'anonymous',
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
