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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { addWatch, dashboardOf, dropWatch, watchesOf } from './dashboard.service.js';
import { DASHBOARD_MESSAGES as M } from './dashboard.messages.js';

const user = { access: 'user' as const };

/** The dashboard and the caller's watches: logged-in users, each their own. */
export const dashboardRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.dashboard.get}`,
    {
      config: user,
      schema: {
        tags: ['dashboard'],
        summary: "The caller's dashboard figures",
        body: dashboardGetSchema,
        response: { 200: dashboardReply },
      },
    },
    async (request) => ok(M.dashboardLoaded, { dashboard: await dashboardOf(db, userOf(request)) }),
  );

  app.post(
    `/${API_PATHS.watch.list}`,
    {
      config: user,
      schema: {
        tags: ['watch'],
        summary: 'My watched countries',
        body: dashboardGetSchema,
        response: { 200: watchListReply },
      },
    },
    async (request) => ok(M.watchesLoaded, { watch: await watchesOf(db, userOf(request).userId) }),
  );

  app.post(
    `/${API_PATHS.watch.insert}`,
    {
      config: user,
      schema: {
        tags: ['watch'],
        summary: 'Watch a country',
        body: watchInsertSchema,
        response: { 200: watchReply },
      },
    },
    async (request) =>
      ok(M.watchAdded, { watch: await addWatch(db, userOf(request).userId, request.body) }),
  );

  app.post(
    `/${API_PATHS.watch.remove}`,
    {
      config: user,
      schema: {
        tags: ['watch'],
        summary: 'Stop watching',
        body: watchRemoveSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      valueOrHttpError(await dropWatch(db, userOf(request).userId, request.body.watch_id));
      return ok(M.watchRemoved);
    },
  );
};
