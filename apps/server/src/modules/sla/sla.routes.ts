import {
  API_PATHS,
  slaListReply,
  slaListSchema,
  slaReply,
  slaUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { SLA_MESSAGES as M } from './sla.messages.js';
import { changeSla, slaTable } from './sla.service.js';

const tags = ['sla'];

/** The hours an analyst has to answer, per customer type (docs/rules/incidents.md#workflow). */
export const slaRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.sla.list}`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Hours to answer, per customer type',
        body: slaListSchema,
        response: { 200: slaListReply },
      },
    },
    async () => ok(M.listed, { sla: await slaTable(db) }),
  );

  app.post(
    `/${API_PATHS.sla.update}`,
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Change the hours of one customer type (requests filed afterwards)',
        body: slaUpdateSchema,
        response: { 200: slaReply },
      },
    },
    async (request) => ok(M.updated, { sla: await changeSla(db, request.body) }),
  );
};
