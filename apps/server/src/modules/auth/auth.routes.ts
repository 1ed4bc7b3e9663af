import { API_PATHS, baseReply, genericTokenSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import type { AccountModuleOptions } from '../accounts/index.js';
import { sessionRoutes } from './session.routes.js';
import { passkeyRoutes } from './passkeys.routes.js';
import { secondFactorRoutes } from './second-factor.routes.js';
import { userSessionRoutes } from './user-sessions.routes.js';

export const authModule = async (app: FastifyInstance, options: AccountModuleOptions) => {
  const route = postRoutes(app, ['auth']);

  route(
    API_PATHS.auth.generic,
    {
      access: 'public',
      summary: 'Issue an anonymous access token',
      body: genericTokenSchema,
      reply: baseReply.extend({ accessToken: z.string() }),
    },
    async () => ok('Token issued', { accessToken: await app.tokens.signAnonymous() }),
  );

  await app.register(sessionRoutes, { rateLimits: options.rateLimits });
  await app.register(userSessionRoutes);
  await app.register(secondFactorRoutes, { rateLimits: options.rateLimits });
  await app.register(passkeyRoutes, { rateLimits: options.rateLimits });
};
