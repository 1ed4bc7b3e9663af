import {
  API_PATHS,
  incident,
  incidentAssignSchema,
  incidentIdSchema,
  replyWith,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { WORKFLOW_MESSAGES as M } from './incident.messages.js';
import { assignIncidentTo, claimIncident, releaseIncident } from './incident-workflow.service.js';

const incidentReply = replyWith('incident', incident);

/** Who works on a request (docs/rules/incidents.md#workflow). */
export const incidentWorkflowRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['incident']);
  const db = app.database.db;

  route(
    API_PATHS.incident.claim,
    {
      access: ['partner', 'admin'],
      summary: 'Take a request to work on it (409 when another analyst holds it)',
      body: incidentIdSchema,
      reply: incidentReply,
    },
    async (request) =>
      ok(M.claimed, {
        incident: valueOrHttpError(
          await claimIncident(db, userOf(request), request.body.incident_id),
        ),
      }),
  );

  route(
    API_PATHS.incident.assign,
    {
      access: ['admin'],
      summary: 'Give a request to a partner',
      body: incidentAssignSchema,
      reply: incidentReply,
    },
    async (request) =>
      ok(M.assigned, {
        incident: valueOrHttpError(await assignIncidentTo(db, userOf(request), request.body)),
      }),
  );

  route(
    API_PATHS.incident.release,
    {
      // The service lets only the analyst holding the request, or an admin, release it.
      access: ['partner', 'admin'],
      summary: 'Give a request back to the queue (holder or admin)',
      body: incidentIdSchema,
      reply: incidentReply,
    },
    async (request) =>
      ok(M.released, {
        incident: valueOrHttpError(
          await releaseIncident(db, userOf(request), request.body.incident_id),
        ),
      }),
  );
};
