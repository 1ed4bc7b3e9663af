import {
  API_TOKEN_MESSAGES as M,
  API_TOKEN_PATHS,
  apiTokenIdSchema,
  apiTokenInsertSchema,
  apiTokenListReply,
  apiTokenListSchema,
  apiTokenSecretReply,
  baseReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { apiTokensOf, createApiToken, revokeApiTokenOf } from './api-tokens.service.js';

/**
 * API tokens (docs/rules/api-tokens.md). These routes declare no scope, so an API token cannot
 * call them: only a signed-in person makes, lists and revokes tokens.
 */
export const apiTokenRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['token']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  const paths = API_TOKEN_PATHS;

  route(
    paths.insert,
    {
      access: 'user',
      summary: 'Make a personal or company API token; its secret is in this reply only',
      body: apiTokenInsertSchema,
      reply: apiTokenSecretReply,
    },
    async (request) => {
      const token = valueOrHttpError(await createApiToken(db, userOf(request), request.body));
      return ok(M.created, { token });
    },
  );
  listRoute(
    paths.list,
    {
      access: 'user',
      summary: "The caller's live personal tokens and, for owners and admins, the company's",
      body: apiTokenListSchema,
      reply: apiTokenListReply,
      key: 'token',
      message: M.listed,
    },
    (request) => apiTokensOf(db, userOf(request), request.body),
  );
  route(
    paths.remove,
    {
      access: 'user',
      summary: 'Revoke an API token: at once on this server, within 1 s on every other',
      body: apiTokenIdSchema,
      reply: baseReply,
    },
    async (request) => {
      valueOrHttpError(await revokeApiTokenOf(db, userOf(request), request.body.token_id));
      app.apiTokens.forget(request.body.token_id);
      return ok(M.revoked);
    },
  );
};
