import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { unauthorized } from '../../http/errors.js';
import { postRoutes } from '../../http/post-route.js';
import { userOf } from '../../plugins/access.js';
import { rateLimited, type AccountModuleOptions, type AccountRoute } from './rate-limits.js';
import type { UserRow } from './user-rows.js';
import { findUserById } from './users.repository.js';

/** What the account routes (sign-up, passwords, login, second factor, passkeys) are declared with. */
export interface AccountRoutes {
  app: FastifyInstance;
  route: ReturnType<typeof postRoutes>;
  db: Database;
  /** The per-address and per-account limits of one kind of try (rate-limits.ts), as a preHandler. */
  limit: (kind: AccountRoute) => preHandlerAsyncHookHandler;
  /** The caller's own row: a token whose account is gone reads as a session that ended. */
  me: (
    request: FastifyRequest,
  ) => Promise<{ caller: UserCaller; user: UserRow; actor: { userId: string; ip: string } }>;
}

/**
 * The Fastify plugin of a group of account routes under `tags`: each group takes the modules'
 * rate-limit options (tests lower them) and declares its routes with `declare`.
 */
export const accountRoutes =
  (tags: string[], declare: (routes: AccountRoutes) => void) =>
  async (app: FastifyInstance, options: AccountModuleOptions) => {
    const db = app.database.db;
    declare({
      app,
      route: postRoutes(app, tags),
      db,
      limit: (kind) => rateLimited(app, kind, options),
      me: async (request) => {
        const caller = userOf(request);
        const user = await findUserById(db, caller.userId);
        if (!user) throw unauthorized();
        return { caller, user, actor: { userId: caller.userId, ip: request.ip } };
      },
    });
  };
