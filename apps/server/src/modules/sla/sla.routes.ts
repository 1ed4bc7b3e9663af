import {
  API_PATHS,
  slaListReply,
  slaListSchema,
  slaReply,
  slaUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { SLA_MESSAGES as M } from './sla.messages.js';
import { changeSla, slaTable } from './sla.service.js';
import { userOf } from '../../plugins/access.js';

/** The hours an analyst has to answer, per customer type (docs/rules/incidents.md#workflow). */
export const slaRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['sla']);
  const db = app.database.db;

  route(
    API_PATHS.sla.list,
    {
      access: 'user',
      summary: 'Hours to answer, per customer type',
      body: slaListSchema,
      reply: slaListReply,
    },
    async () => ok(M.listed, { sla: await slaTable(db) }),
  );

  route(
    API_PATHS.sla.update,
    {
      access: ['admin'],
      summary: 'Change the hours of one customer type (requests filed afterwards)',
      body: slaUpdateSchema,
      reply: slaReply,
    },
    async (request) => ok(M.updated, { sla: await changeSla(db, userOf(request), request.body) }),
  );
};
