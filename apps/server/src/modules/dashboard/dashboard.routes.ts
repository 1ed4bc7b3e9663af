import {
  API_PATHS,
  baseReply,
  dashboardGetSchema,
  dashboardReply,
  watchInsertSchema,
  watchListReply,
  watchRemoveSchema,
  watchReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { dashboardOf } from './dashboard.service.js';
import { addWatch, dropWatch, watchesOf } from './watch.service.js';
import { DASHBOARD_MESSAGES as M } from './dashboard.messages.js';

const access = 'user' as const;

/** The dashboard and the watches: logged-in users, their own and their company's watchlist. */
export const dashboardRoutes = async (app: FastifyInstance) => {
  const dashboardRoute = postRoutes(app, ['dashboard']);
  const watchRoute = postRoutes(app, ['watch']);
  const db = app.database.db;

  dashboardRoute(
    API_PATHS.dashboard.get,
    {
      access,
      summary: "The caller's dashboard figures",
      body: dashboardGetSchema,
      reply: dashboardReply,
    },
    async (request) => ok(M.dashboardLoaded, { dashboard: await dashboardOf(db, userOf(request)) }),
  );

  watchRoute(
    API_PATHS.watch.list,
    { access, summary: 'My watched countries', body: dashboardGetSchema, reply: watchListReply },
    async (request) => ok(M.watchesLoaded, await watchesOf(db, userOf(request))),
  );

  watchRoute(
    API_PATHS.watch.insert,
    { access, summary: 'Watch a country', body: watchInsertSchema, reply: watchReply },
    async (request) =>
      ok(M.watchAdded, {
        watch: valueOrHttpError(await addWatch(db, userOf(request), request.body)),
      }),
  );

  watchRoute(
    API_PATHS.watch.remove,
    { access, summary: 'Stop watching', body: watchRemoveSchema, reply: baseReply },
    async (request) => {
      valueOrHttpError(await dropWatch(db, userOf(request), request.body.watch_id));
      return ok(M.watchRemoved);
    },
  );
};
