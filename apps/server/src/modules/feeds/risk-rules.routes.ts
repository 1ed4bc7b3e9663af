import {
  API_PATHS,
  listReplyWith,
  replyWith,
  riskRule,
  riskRuleInsertSchema,
  riskRuleRemoveSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { userOf } from '../../plugins/access.js';
import { FEEDS_MESSAGES as M } from './feeds.messages.js';
import {
  insertRiskRule,
  listRiskRules,
  liveKeywordTaken,
  removeRiskRule,
} from './risk-rules.repository.js';

const ruleReply = { 200: replyWith('riskRules', riskRule) };
const config = { access: ['admin' as const] };
const tags = ['feeds'];

/** Keyword rules that grade feed items: tried Severe first, whole words, any case. */
export const riskRuleRoutes = (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.riskRules.insert}`,
    {
      config,
      schema: {
        tags,
        summary: 'Add a keyword rule',
        body: riskRuleInsertSchema,
        response: ruleReply,
      },
    },
    async (request) => {
      if (await liveKeywordTaken(db, request.body.keyword)) throw conflict(M.ruleKeywordTaken);
      const rule = await insertRiskRule(db, request.body, userOf(request).userId);
      return ok(M.ruleInserted, { riskRules: rule });
    },
  );

  app.post(
    `/${API_PATHS.riskRules.remove}`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a keyword rule',
        body: riskRuleRemoveSchema,
        response: ruleReply,
      },
    },
    async (request) => {
      const rule = await removeRiskRule(db, request.body.riskRule_id);
      if (!rule) throw notFound(M.ruleNotFound);
      return ok(M.ruleRemoved, { riskRules: rule });
    },
  );

  app.post(
    `/${API_PATHS.riskRules.list}`,
    {
      config,
      schema: {
        tags,
        summary: 'Keyword rules in the order they are tried (Severe first)',
        body: z.object({}),
        response: { 200: listReplyWith('riskRules', riskRule) },
      },
    },
    async () => {
      const rules = await listRiskRules(db);
      return ok(M.rulesListed, { riskRules: rules, total: rules.length });
    },
  );
};
