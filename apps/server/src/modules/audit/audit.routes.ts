import {
  API_PATHS,
  auditListReply,
  auditListSchema,
  auditVerifyReply,
  auditVerifySchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { AUDIT_REPLIES as M } from './audit.messages.js';
import { auditPage, verifyAudit } from './audit.service.js';

/** The audit trail, for platform admins (docs/rules/audit.md). */
export const auditRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['audit']);
  const db = app.database.db;

  route(
    API_PATHS.audit.list,
    {
      access: ['admin'],
      summary: 'Audit events, newest first, by action, actor, target and period',
      body: auditListSchema,
      reply: auditListReply,
    },
    async (request) => {
      const page = await auditPage(db, request.body);
      return ok(M.listed, { audit: page.rows, total: page.total });
    },
  );

  route(
    API_PATHS.audit.verify,
    {
      access: ['admin'],
      summary: 'Recompute the hash chain and name the first altered row, if any',
      body: auditVerifySchema,
      reply: auditVerifyReply,
    },
    async () => {
      const verdict = await verifyAudit(db);
      return ok(verdict.ok ? M.intact : M.broken, { audit: verdict });
    },
  );
};
