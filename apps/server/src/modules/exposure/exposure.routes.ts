import { API_PATHS, exposureGetReply, exposureGetSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { EXPOSURE_TEXTS as M } from './exposure.messages.js';
import { exposureOf } from './exposure.service.js';

/** The exposure map's one read (docs/rules/branches.md "Exposure map"). */
export const exposureRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['exposure']);
  const db = app.database.db;

  route(
    API_PATHS.exposure.get,
    {
      access: 'user',
      summary:
        "The caller's branches, the located news of the last 7 days and the countries' levels; with branch_id, that branch and the news within its radius",
      body: exposureGetSchema,
      reply: exposureGetReply,
    },
    async (request) => {
      const body = request.body;
      const exposure = await exposureOf(db, userOf(request), body.branch_id);
      return ok(M.read, { exposure: valueOrHttpError(exposure) });
    },
  );
};
