import { API_PATHS, baseReply, genericTokenSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.js';
import type { AccountModuleOptions } from '../accounts/index.js';
import { sessionRoutes } from './session.routes.js';

export const authModule = async (fastify: FastifyInstance, options: AccountModuleOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    `/${API_PATHS.auth.generic}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Issue an anonymous access token',
        body: genericTokenSchema,
        response: { 200: baseReply.extend({ accessToken: z.string() }) },
      },
    },
    async () => ok('Token issued', { accessToken: await app.tokens.signAnonymous() }),
  );

  await app.register(sessionRoutes, { rateLimits: options.rateLimits });
};
