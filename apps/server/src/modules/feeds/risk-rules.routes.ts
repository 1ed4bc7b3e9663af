import {
  API_PATHS,
  listReplyWith,
  replyWith,
  riskRule,
  riskRuleInsertSchema,
  riskRuleRemoveSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { FEEDS_MESSAGES as M } from './feeds.messages.js';
import { addRiskRule, deleteRiskRule, riskRulesInOrder } from './risk-rules.service.js';

const ruleReply = replyWith('riskRules', riskRule);
const access = ['admin' as const];

/** Keyword rules that grade feed items: tried Severe first, whole words, any case. */
export const riskRuleRoutes = (app: FastifyInstance) => {
  const route = postRoutes(app, ['feeds']);
  const db = app.database.db;

  route(
    API_PATHS.riskRules.insert,
    { access, summary: 'Add a keyword rule', body: riskRuleInsertSchema, reply: ruleReply },
    async (request) => {
      const added = await addRiskRule(db, request.body, userOf(request));
      return ok(M.ruleInserted, { riskRules: valueOrHttpError(added) });
    },
  );

  route(
    API_PATHS.riskRules.remove,
    { access, summary: 'Delete a keyword rule', body: riskRuleRemoveSchema, reply: ruleReply },
    async (request) => {
      const removed = await deleteRiskRule(db, userOf(request), request.body.riskRule_id);
      return ok(M.ruleRemoved, { riskRules: valueOrHttpError(removed) });
    },
  );

  route(
    API_PATHS.riskRules.list,
    {
      access,
      summary: 'Keyword rules in the order they are tried (Severe first)',
      body: z.object({}),
      reply: listReplyWith('riskRules', riskRule),
    },
    async () => {
      const rules = await riskRulesInOrder(db);
      return ok(M.rulesListed, { riskRules: rules, total: rules.length });
    },
  );
};
