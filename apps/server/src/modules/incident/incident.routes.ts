import {
  API_PATHS,
  incident,
  incidentIdSchema,
  incidentListReply,
  incidentInsertSchema,
  incidentSearchSchema,
  incidentUpdateSchema,
  replyWith,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { INCIDENT_MESSAGES as M } from './incident.messages.js';
import { incidentWorkflowRoutes } from './incident-workflow.routes.js';
import { queueExportRoutes } from './queue-export.routes.js';
import {
  changeIncident,
  createIncident,
  deleteIncident,
  readableIncident,
  searchIncidents,
} from './incident.service.js';

const incidentReply = replyWith('incident', incident);

/** Per account, so one user cannot flood partners with requests (docs/security.md). */
const creationLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.caller?.kind === 'user' ? `incident:${request.caller.userId}` : request.ip,
};

export const incidentRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['incident']);
  const db = app.database.db;
  const filing = { publicUrl: app.publicUrl, mailer: app.mailer };

  route(
    API_PATHS.incident.insert,
    {
      access: 'user',
      scope: 'write:requests',
      rateLimit: creationLimit,
      summary: 'Submit an incident request',
      body: incidentInsertSchema,
      reply: incidentReply,
    },
    async (request) =>
      ok(M.inserted, {
        incident: valueOrHttpError(await createIncident(db, userOf(request), request.body, filing)),
      }),
  );

  route(
    API_PATHS.incident.update,
    {
      access: 'user',
      scope: 'write:requests',
      summary: 'Change your own incident request',
      body: incidentUpdateSchema,
      reply: incidentReply,
    },
    async (request) =>
      ok(M.updated, {
        incident: valueOrHttpError(await changeIncident(db, userOf(request), request.body)),
      }),
  );

  route(
    API_PATHS.incident.remove,
    {
      access: 'user',
      summary: 'Delete your own incident request',
      body: incidentIdSchema,
      reply: incidentReply,
    },
    async (request) =>
      ok(M.removed, {
        incident: valueOrHttpError(
          await deleteIncident(db, userOf(request), request.body.incident_id),
        ),
      }),
  );

  route(
    API_PATHS.incident.get,
    {
      access: 'user',
      scope: 'read:requests',
      summary: 'One incident request (owner, partner, admin)',
      body: incidentIdSchema,
      reply: incidentReply,
    },
    async (request) =>
      ok(M.found, {
        incident: valueOrHttpError(
          await readableIncident(db, userOf(request), request.body.incident_id),
        ),
      }),
  );

  for (const path of [API_PATHS.incident.list, API_PATHS.incident.search]) {
    route(
      path,
      {
        access: 'user',
        scope: 'read:requests',
        summary: 'Incident requests: a customer sees their own (newest first); staff get the queue',
        body: incidentSearchSchema,
        reply: incidentListReply,
      },
      async (request) => {
        const page = await searchIncidents(db, userOf(request), request.body);
        return ok(M.listed, { incident: page.rows, total: page.total, total_capped: page.capped });
      },
    );
  }

  await incidentWorkflowRoutes(app);
  await queueExportRoutes(app);
};
