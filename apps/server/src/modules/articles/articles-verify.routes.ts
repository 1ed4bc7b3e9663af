import {
  API_PATHS,
  article,
  articleVerifySchema,
  replyWith,
  VERIFICATION_LABELS,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { ARTICLE_MESSAGES as M } from './articles.messages.js';
import { verifyArticle } from './articles-verify.service.js';

/** Partners and admins set what they found of an article's facts; the cards show it. */
export const articleVerifyRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['articles']);
  route(
    API_PATHS.articles.verify,
    {
      access: ['partner', 'admin'],
      summary: 'Mark an article unverified, confirmed or disputed',
      body: articleVerifySchema,
      reply: replyWith('articles', article),
    },
    async (request) => {
      const { articles_id: id, verification } = request.body;
      const marked = await verifyArticle(app.database.db, userOf(request), id, verification);
      return ok(M.verified(VERIFICATION_LABELS[verification]), {
        articles: valueOrHttpError(marked),
      });
    },
  );
};
