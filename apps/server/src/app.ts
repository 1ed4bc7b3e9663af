import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import { articlesModule } from './modules/articles/articles.routes.js';
import { authModule } from './modules/auth/auth.routes.js';
import { categoriesModule } from './modules/categories/categories.routes.js';
import { factorModule } from './modules/factor/factor.routes.js';
import { queryTypeModule } from './modules/query-type/query-type.routes.js';
import { usersModule } from './modules/users/users.routes.js';
import { findingModule } from './modules/finding/finding.routes.js';
import { incidentModule } from './modules/incident/incident.routes.js';
import type { FeedFetchOptions } from './modules/feeds/feed-fetcher.js';
import { feedsModule } from './modules/feeds/feeds.module.js';
import { accessPlugin } from './plugins/access.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import { tokensPlugin } from './plugins/tokens.js';
import { webPlugin } from './plugins/web.js';

export interface AppOptions {
  database: DatabaseHandle;
  jwtSecret: string;
  publicUrl: string;
  webDist: string;
  mailer: Mailer;
  logLevel?: string;
  /** See TRUST_PROXY in config.ts; off unless configured. */
  trustProxy?: boolean | string;
  /** News feed fetching (private hosts, time limit, size cap); defaults are the safe ones. */
  feeds?: FeedFetchOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: Mailer;
    publicUrl: string;
  }
}

/** Builds the whole app without listening: server.ts listens, tests use app.inject. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.otp'],
    },
    bodyLimit: 1024 * 1024,
    // The client address (rate limits per IP) comes from X-Forwarded-For only behind a
    // trusted proxy (TRUST_PROXY); otherwise anyone could choose their own address.
    trustProxy: options.trustProxy ?? false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', options.database);
  app.decorate('mailer', options.mailer);
  app.decorate('publicUrl', options.publicUrl);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(tokensPlugin, { secret: options.jwtSecret });
  await app.register(accessPlugin);
  await app.register(docsPlugin);

  // Feature modules, each under /api. Add a module here and nowhere else.
  const modules = [
    authModule,
    categoriesModule,
    factorModule,
    queryTypeModule,
    articlesModule,
    usersModule,
    incidentModule,
    findingModule,
    feedsModule(options.feeds),
  ];
  for (const module of modules) await app.register(module, { prefix: '/api' });

  await app.register(webPlugin, { webDist: options.webDist });
  return app;
};
