import {
  API_PATHS,
  finding,
  findingIdSchema,
  findingInsertSchema,
  findingListSchema,
  findingRow,
  findingUpdateSchema,
  listReplyWith,
  replyWith,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { userOf } from '../../plugins/access.js';
import { FINDING_MESSAGES as M } from './finding.messages.js';
import {
  answerIncident,
  findingRowsOf,
  reviseFinding,
  viewFinding,
  withdrawFinding,
} from './finding.service.js';

const findingReply = { 200: replyWith('finding', finding) };
const tags = ['finding'];

export const findingModule = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.finding.insert}`,
    {
      // Partners answer (DESIGN §2); admins may too. An admin can already correct or withdraw any
      // finding, so refusing them the first answer would protect nothing, and the admin menu opens
      // the same findings form (small teams: the admin is often the analyst). Customers never may.
      config: { access: ['partner', 'admin'] },
      schema: {
        tags,
        summary: 'Answer an incident request',
        body: findingInsertSchema,
        response: findingReply,
      },
    },
    async (request) =>
      ok(M.inserted, {
        finding: await answerIncident(
          { db, mailer: app.mailer, publicUrl: app.publicUrl },
          userOf(request),
          request.body,
        ),
      }),
  );

  app.post(
    `/${API_PATHS.finding.update}`,
    {
      config: { access: ['partner', 'admin'] },
      schema: {
        tags,
        summary: 'Re-answer factors of a finding (author or admin)',
        body: findingUpdateSchema,
        response: findingReply,
      },
    },
    async (request) =>
      ok(M.updated, { finding: await reviseFinding(db, userOf(request), request.body) }),
  );

  app.post(
    `/${API_PATHS.finding.remove}`,
    {
      config: { access: ['partner', 'admin'] },
      schema: {
        tags,
        summary: 'Withdraw a finding (author or admin)',
        body: findingIdSchema,
        response: findingReply,
      },
    },
    async (request) =>
      ok(M.removed, {
        finding: await withdrawFinding(db, userOf(request), request.body.finding_id),
      }),
  );

  app.post(
    `/${API_PATHS.finding.get}`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One finding (incident owner, partner, admin)',
        body: findingIdSchema,
        response: findingReply,
      },
    },
    async (request) =>
      ok(M.found, { finding: await viewFinding(db, userOf(request), request.body.finding_id) }),
  );

  // search takes the same filter as list: the answers of one incident.
  for (const path of [API_PATHS.finding.list, API_PATHS.finding.search]) {
    app.post(
      `/${path}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "An incident's answers, one row per factor (incident owner, partner, admin)",
          body: findingListSchema,
          response: { 200: listReplyWith('finding', findingRow) },
        },
      },
      async (request) => {
        const rows = await findingRowsOf(db, userOf(request), request.body.incident_id);
        return ok(M.listed, { finding: rows, total: rows.length });
      },
    );
  }
};
