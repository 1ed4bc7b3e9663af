import { API_PATHS, developmentsReply, developmentsSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { readableIncident } from '../incident/index.js';
import { developmentsSince } from './developments.repository.js';
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
    async (request) => {
      const incident = valueOrHttpError(
        await readableIncident(db, userOf(request), request.body.incident_id),
      );
      const news = await developmentsSince(db, incident.incident_id, incident.countries);
      return ok(M.developmentsLoaded, { articles: news });
    },
  );
};
