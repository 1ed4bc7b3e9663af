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
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { FEEDS_MESSAGES as M } from './feeds.messages.js';
import { addRiskRule, deleteRiskRule, riskRulesInOrder } from './risk-rules.service.js';

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
      const added = await addRiskRule(db, request.body, userOf(request).userId);
      return ok(M.ruleInserted, { riskRules: valueOrHttpError(added) });
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
      const removed = await deleteRiskRule(db, request.body.riskRule_id);
      return ok(M.ruleRemoved, { riskRules: valueOrHttpError(removed) });
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
      const rules = await riskRulesInOrder(db);
      return ok(M.rulesListed, { riskRules: rules, total: rules.length });
    },
  );
};
