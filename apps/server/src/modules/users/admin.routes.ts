import {
  API_PATHS,
  CODES,
  getByEmailSchema,
  PAGE,
  publicUserReply,
  setRolesSchema,
  userListReply,
  userListSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { hasRole, userOf } from '../../plugins/access.js';
import { findUserByEmail, listUsers, toPublicUser, updateUser } from './users.repository.js';

/** Reading users (self, or anyone for an admin) and the admin's role management. */
export const adminRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.user.getByEmail}`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: 'A user by e-mail: yourself, or anyone for an admin',
        body: getByEmailSchema,
        response: { 200: publicUserReply },
      },
    },
    async (request) => {
      const caller = userOf(request);
      const user = await findUserByEmail(db, request.body.remote_email);
      // A non-admin learns nothing about other addresses: 403 whether or not they exist.
      if (!hasRole(caller, 'admin') && user?.id !== caller.userId) throw forbidden();
      if (!user) throw notFound('User');
      return ok('User found', { user: toPublicUser(user) });
    },
  );

  app.post(
    `/${API_PATHS.user.list}`,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['user'],
        summary: 'List users (admin)',
        body: userListSchema,
        response: { 200: userListReply },
      },
    },
    async (request) => {
      const { q, limit = PAGE.defaultLimit, offset = 0 } = request.body;
      const { rows, total } = await listUsers(db, { q: q || undefined, limit, offset });
      return ok('Users listed', { user: rows.map(toPublicUser), total });
    },
  );

  app.post(
    `/${API_PATHS.user.setRoles}`,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['user'],
        summary: "Set a user's roles (admin)",
        body: setRolesSchema,
        response: { 200: publicUserReply },
      },
    },
    async (request) => {
      const { user_id, is_admin, is_partner, is_customer } = request.body;
      // Keeps at least the acting admin able to undo a mistake.
      if (user_id === userOf(request).userId && !is_admin) {
        throw new AppError(400, CODES.invalidInput, 'You cannot remove your own admin role');
      }
      const user = await updateUser(db, user_id, {
        isAdmin: is_admin,
        isPartner: is_partner,
        isCustomer: is_customer,
      });
      if (!user) throw notFound('User');
      return ok('Roles updated. They apply from the next login or session refresh', {
        user: toPublicUser(user),
      });
    },
  );
};
