import {
  API_PATHS,
  auditExportSchema,
  auditListReply,
  auditListSchema,
  auditVerifyReply,
  auditVerifySchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postDownloads, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { auditCsv } from './audit-csv.js';
import { AUDIT_REPLIES as M } from './audit.messages.js';
import { auditPage, exportAudit, verifyAudit } from './audit.service.js';

/**
 * The audit trail: platform admins read all of it, a company's owners and admins their company's
 * rows; the chain check is the platform admins' (docs/rules/audit.md).
 */
export const auditRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['audit']);
  const listRoute = pageRoutes(route);
  const download = postDownloads(app, ['audit']);
  const db = app.database.db;

  listRoute(
    API_PATHS.audit.list,
    {
      access: 'user',
      summary: 'Audit events, newest first, by action, actor, target and period',
      body: auditListSchema,
      reply: auditListReply,
      key: 'audit',
      message: M.listed,
    },
    (request) => auditPage(db, userOf(request), request.body),
  );

  download(
    API_PATHS.audit.export,
    {
      access: 'user',
      summary: 'The filtered audit events as a CSV file (text/csv), newest first',
      body: auditExportSchema,
    },
    async (request) => {
      const events = valueOrHttpError(await exportAudit(db, userOf(request), request.body));
      const day = new Date().toISOString().slice(0, 10);
      return {
        filename: `audit-trail-${day}.csv`,
        type: 'text/csv; charset=utf-8',
        body: auditCsv(events),
      };
    },
  );

  route(
    API_PATHS.audit.verify,
    {
      access: 'user',
      summary: 'Recompute the hash chain and name the first altered row, if any',
      body: auditVerifySchema,
      reply: auditVerifyReply,
    },
    async (request) => {
      const verdict = valueOrHttpError(await verifyAudit(db, userOf(request)));
      return ok(verdict.ok ? M.intact : M.broken, { audit: verdict });
    },
  );
};
