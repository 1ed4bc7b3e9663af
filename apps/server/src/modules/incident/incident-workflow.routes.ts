import {
  API_PATHS,
  incident,
  incidentAssignSchema,
  incidentIdSchema,
  replyWith,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { WORKFLOW_MESSAGES as M } from './incident.messages.js';
import { assignIncidentTo, claimIncident, releaseIncident } from './incident-workflow.service.js';

const incidentReply = { 200: replyWith('incident', incident) };
const tags = ['incident'];

/** Who works on a request (docs/rules/incidents.md#workflow). */
export const incidentWorkflowRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.incident.claim}`,
    {
      config: { access: ['partner', 'admin'] },
      schema: {
        tags,
        summary: 'Take a request to work on it (409 when another analyst holds it)',
        body: incidentIdSchema,
        response: incidentReply,
      },
    },
    async (request) =>
      ok(M.claimed, {
        incident: valueOrHttpError(
          await claimIncident(db, userOf(request), request.body.incident_id),
        ),
      }),
  );

  app.post(
    `/${API_PATHS.incident.assign}`,
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Give a request to a partner',
        body: incidentAssignSchema,
        response: incidentReply,
      },
    },
    async (request) =>
      ok(M.assigned, {
        incident: valueOrHttpError(await assignIncidentTo(db, userOf(request), request.body)),
      }),
  );

  app.post(
    `/${API_PATHS.incident.release}`,
    {
      // The service lets only the analyst holding the request, or an admin, release it.
      config: { access: ['partner', 'admin'] },
      schema: {
        tags,
        summary: 'Give a request back to the queue (holder or admin)',
        body: incidentIdSchema,
        response: incidentReply,
      },
    },
    async (request) =>
      ok(M.released, {
        incident: valueOrHttpError(
          await releaseIncident(db, userOf(request), request.body.incident_id),
        ),
      }),
  );
};
