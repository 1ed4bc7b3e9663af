import { API_PATHS, developmentsReply, developmentsSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { newDevelopments } from './developments.service.js';
import { GEOGRAPHY_MESSAGES as M } from './geography.messages.js';

/** The news since a request's assessment: for its owner, partners and admins. */
export const developmentsRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['incident']);
  const db = app.database.db;
  route(
    API_PATHS.developments.list,
    {
      access: 'user',
      summary: 'New developments since the assessment',
      body: developmentsSchema,
      reply: developmentsReply,
    },
    async (request) =>
      ok(M.developmentsLoaded, {
        articles: valueOrHttpError(
          await newDevelopments(db, userOf(request), request.body.incident_id),
        ),
      }),
  );
};
