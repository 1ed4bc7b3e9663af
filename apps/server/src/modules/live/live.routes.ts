import {
  API_PATHS,
  LIVE_MESSAGES as M,
  liveStreamQuery,
  liveTicketReply,
  liveTicketSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { eventStreamRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { createLiveHub } from './live-hub.js';
import { issueTicket, listenerFor } from './live.service.js';

const CHANNEL = 'live_events';

/**
 * Live updates (docs/rules/live-updates.md): `events/ticket` for a signed-in caller, then
 * `GET events/stream?ticket=` carries "notification" and "alert" events within a moment of the
 * commit, on whichever server the stream is open.
 */
export const liveRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['live']);
  const stream = eventStreamRoutes(app, ['live']);
  const db = app.database.db;
  const hub = createLiveHub();
  await app.database.listen(CHANNEL, hub.deliver);
  // Open streams would hold the server's close (drain, restart) until their browsers let go.
  app.addHook('preClose', async () => hub.close());

  route(
    API_PATHS.events.ticket,
    {
      access: 'user',
      summary: 'A one-time ticket for the event stream (EventSource cannot send a bearer token)',
      body: liveTicketSchema,
      reply: liveTicketReply,
    },
    async (request) => ok(M.ticket, await issueTicket(db, userOf(request))),
  );

  stream(
    API_PATHS.events.stream,
    {
      access: 'public',
      summary:
        'Server-sent events: "notification" when the caller has a new notification, "alert" when an alert of theirs or their company\'s is raised or handled',
      query: liveStreamQuery,
    },
    async (request) => {
      const listener = valueOrHttpError(await listenerFor(db, request.query.ticket));
      return (events) => hub.add({ ...listener, stream: events });
    },
  );
};
