import {
  API_PATHS,
  disableUserSchema,
  getByEmailSchema,
  PAGE,
  publicUserReply,
  setRolesSchema,
  userListReply,
  userListSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { changeRoles, readUserByEmail, setDisabled } from './admin-rules.service.js';
import { listUsers, toPublicUser } from '../accounts/index.js';

/** Reading users (self, or anyone for an admin), the admin's role management and disabling. */
export const adminRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['user']);
  const db = app.database.db;

  route(
    API_PATHS.user.getByEmail,
    {
      access: 'user',
      summary: 'A user by e-mail: yourself, or anyone for an admin',
      body: getByEmailSchema,
      reply: publicUserReply,
    },
    async (request) => {
      const user = valueOrHttpError(
        await readUserByEmail(db, userOf(request), request.body.remote_email),
      );
      return ok('User found', { user: toPublicUser(user) });
    },
  );

  route(
    API_PATHS.user.list,
    {
      access: ['admin'],
      summary: 'List users (admin)',
      body: userListSchema,
      reply: userListReply,
    },
    async (request) => {
      const { q, limit = PAGE.defaultLimit, offset = 0 } = request.body;
      const { rows, total } = await listUsers(db, { q: q || undefined, limit, offset });
      return ok('Users listed', { user: rows.map(toPublicUser), total });
    },
  );

  route(
    API_PATHS.user.setRoles,
    {
      access: ['admin'],
      summary: "Set a user's roles (admin)",
      body: setRolesSchema,
      reply: publicUserReply,
    },
    async (request) => {
      const { user_id, is_admin, is_partner, is_customer } = request.body;
      const user = valueOrHttpError(
        await changeRoles(db, userOf(request), user_id, {
          isAdmin: is_admin,
          isPartner: is_partner,
          isCustomer: is_customer,
        }),
      );
      app.sessions.forget(user_id);
      return ok('Roles updated. They apply from the next login or session refresh', {
        user: toPublicUser(user),
      });
    },
  );

  route(
    API_PATHS.user.disable,
    {
      access: ['admin'],
      summary: 'Disable or re-enable an account (admin); disabling ends its sessions',
      body: disableUserSchema,
      reply: publicUserReply,
    },
    async (request) => {
      const { user_id, disabled } = request.body;
      const user = valueOrHttpError(await setDisabled(db, userOf(request), user_id, disabled));
      app.sessions.forget(user_id);
      return ok(disabled ? 'User disabled' : 'User enabled', { user: toPublicUser(user) });
    },
  );
};
