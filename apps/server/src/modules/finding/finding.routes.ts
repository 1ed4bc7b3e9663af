import {
  API_PATHS,
  finding,
  findingHistoryReply,
  findingHistorySchema,
  findingIdSchema,
  findingInsertSchema,
  findingListSchema,
  findingRow,
  findingUpdateSchema,
  listReplyWith,
  replyWith,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { FINDING_MESSAGES as M } from './finding.messages.js';
import {
  answerIncident,
  findingHistory,
  findingRowsOf,
  reviseFinding,
  viewFinding,
  withdrawFinding,
} from './finding.service.js';

const findingReply = replyWith('finding', finding);

export const findingRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['finding']);
  const db = app.database.db;
  const deps = { db, mailer: app.mailer, publicUrl: app.publicUrl };

  route(
    API_PATHS.finding.insert,
    {
      // Partners answer (docs/api.md); admins may too. An admin can already correct or withdraw any
      // finding, so refusing them the first answer would protect nothing, and the admin menu opens
      // the same findings form (small teams: the admin is often the analyst). Customers never may.
      access: ['partner', 'admin'],
      summary: 'Answer an incident request: save a draft or publish revision 1',
      body: findingInsertSchema,
      reply: findingReply,
    },
    async (request) =>
      ok(request.body.draft ? M.draftSaved : M.inserted, {
        finding: valueOrHttpError(await answerIncident(deps, userOf(request), request.body)),
      }),
  );

  route(
    API_PATHS.finding.update,
    {
      access: ['partner', 'admin'],
      summary: 'Re-answer factors: save a draft or publish the next revision',
      body: findingUpdateSchema,
      reply: findingReply,
    },
    async (request) =>
      ok(request.body.draft ? M.draftSaved : M.updated, {
        finding: valueOrHttpError(await reviseFinding(deps, userOf(request), request.body)),
      }),
  );

  route(
    API_PATHS.finding.remove,
    {
      access: ['partner', 'admin'],
      summary: 'Withdraw a finding: the holder its unpublished draft, an admin any (logged)',
      body: findingIdSchema,
      reply: findingReply,
    },
    async (request) =>
      ok(M.removed, {
        finding: valueOrHttpError(
          await withdrawFinding(db, request.log, userOf(request), request.body.finding_id),
        ),
      }),
  );

  route(
    API_PATHS.finding.get,
    {
      access: 'user',
      summary: 'One finding (incident owner, partner, admin)',
      body: findingIdSchema,
      reply: findingReply,
    },
    async (request) =>
      ok(M.found, {
        finding: valueOrHttpError(await viewFinding(db, userOf(request), request.body.finding_id)),
      }),
  );

  // search takes the same filter as list: the answers of one incident.
  for (const path of [API_PATHS.finding.list, API_PATHS.finding.search]) {
    route(
      path,
      {
        access: 'user',
        scope: 'read:requests',
        summary:
          "An incident's latest published answer, one row per factor (owner, partner, admin)",
        body: findingListSchema,
        reply: listReplyWith('finding', findingRow),
      },
      async (request) => {
        const rows = valueOrHttpError(await findingRowsOf(db, userOf(request), request.body));
        return ok(M.listed, { finding: rows, total: rows.length });
      },
    );
  }

  route(
    API_PATHS.finding.history,
    {
      access: 'user',
      summary: 'Every published revision of an answer, newest first (owner, partner, admin)',
      body: findingHistorySchema,
      reply: findingHistoryReply,
    },
    async (request) =>
      ok(M.historyListed, {
        revisions: valueOrHttpError(
          await findingHistory(db, userOf(request), request.body.incident_id),
        ),
      }),
  );
};
