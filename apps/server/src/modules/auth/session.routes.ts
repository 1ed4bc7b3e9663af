import {
  API_PATHS,
  baseReply,
  loginSchema,
  logoutSchema,
  refreshSchema,
  sessionReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import {
  login,
  logout,
  rateLimited,
  refreshSession,
  type AccountModuleOptions,
} from '../accounts/index.js';

/** Login, refresh-token rotation with reuse detection, and logout (rules: accounts layer). */
export const sessionRoutes = async (fastify: FastifyInstance, options: AccountModuleOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const signAccess = app.tokens.signAccess;

  app.post(
    `/${API_PATHS.auth.login}`,
    {
      config: { access: 'anonymous' },
      preHandler: rateLimited(app, 'login', options),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginSchema,
        response: { 200: sessionReply },
      },
    },
    async (request) =>
      ok('Logged in successfully', {
        user: valueOrHttpError(await login(db, signAccess, request.body, { ip: request.ip })),
      }),
  );

  app.post(
    `/${API_PATHS.auth.refresh}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        body: refreshSchema,
        response: { 200: sessionReply },
      },
    },
    async (request) =>
      ok('Session refreshed', {
        user: valueOrHttpError(await refreshSession(db, signAccess, request.body.refreshToken)),
      }),
  );

  app.post(
    `/${API_PATHS.auth.logout}`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary:
          'End this session (refreshToken), or every session of the caller (all: true or no token), access tokens included',
        body: logoutSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      if ((await logout(db, userId, request.body, { ip: request.ip })) === 'all')
        app.sessions.forget(userId);
      return ok('Logged out successfully');
    },
  );
};
