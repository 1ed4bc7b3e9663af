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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { userOf } from '../../plugins/access.js';
import { INCIDENT_MESSAGES as M } from './incident.messages.js';
import {
  changeIncident,
  createIncident,
  deleteIncident,
  readableIncident,
  searchIncidents,
} from './incident.service.js';

const incidentReply = { 200: replyWith('incident', incident) };
const listReply = { 200: incidentListReply };
const tags = ['incident'];

/** Per account, so one user cannot flood partners with requests (DESIGN §3). */
const creationLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.caller?.kind === 'user' ? `incident:${request.caller.userId}` : request.ip,
};

export const incidentModule = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.incident.insert}`,
    {
      config: { access: 'user', rateLimit: creationLimit },
      schema: {
        tags,
        summary: 'Submit an incident request',
        body: incidentInsertSchema,
        response: incidentReply,
      },
    },
    async (request) =>
      ok(M.inserted, { incident: await createIncident(db, userOf(request), request.body) }),
  );

  app.post(
    `/${API_PATHS.incident.update}`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change your own incident request',
        body: incidentUpdateSchema,
        response: incidentReply,
      },
    },
    async (request) =>
      ok(M.updated, { incident: await changeIncident(db, userOf(request), request.body) }),
  );

  app.post(
    `/${API_PATHS.incident.remove}`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete your own incident request',
        body: incidentIdSchema,
        response: incidentReply,
      },
    },
    async (request) =>
      ok(M.removed, {
        incident: await deleteIncident(db, userOf(request), request.body.incident_id),
      }),
  );

  app.post(
    `/${API_PATHS.incident.get}`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One incident request (owner, partner, admin)',
        body: incidentIdSchema,
        response: incidentReply,
      },
    },
    async (request) =>
      ok(M.found, {
        incident: await readableIncident(db, userOf(request), request.body.incident_id),
      }),
  );

  for (const path of [API_PATHS.incident.list, API_PATHS.incident.search]) {
    app.post(
      `/${path}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Incident requests, newest first: a customer sees their own; staff see all',
          body: incidentSearchSchema,
          response: listReply,
        },
      },
      async (request) => {
        const page = await searchIncidents(db, userOf(request), request.body);
        return ok(M.listed, { incident: page.rows, total: page.total, total_capped: page.capped });
      },
    );
  }
};
