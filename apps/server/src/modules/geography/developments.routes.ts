import { API_PATHS, developmentsReply, developmentsSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { newDevelopments } from './developments.service.js';
import { GEOGRAPHY_MESSAGES as M } from './geography.messages.js';

/** The news since a request's assessment: for its owner, partners and admins. */
export const developmentsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.post(
    `/${API_PATHS.developments.list}`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['incident'],
        summary: 'New developments since the assessment',
        body: developmentsSchema,
        response: { 200: developmentsReply },
      },
    },
    async (request) =>
      ok(M.developmentsLoaded, {
        articles: valueOrHttpError(
          await newDevelopments(db, userOf(request), request.body.incident_id),
        ),
      }),
  );
};
