import {
  API_PATHS,
  PROFILE_MESSAGES as M,
  profileGetSchema,
  profileReply,
  profileUpdateReply,
  profileUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { readProfile, updateProfile } from './profile.service.js';

/**
 * The caller's own profile (docs/rules/accounts.md, "Profile"). Neither body names a user: the
 * profile is always the caller's, whatever their roles.
 */
export const profileRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['profile']);
  const db = app.database.db;

  route(
    API_PATHS.profile.get,
    {
      access: 'user',
      summary: 'Your own profile: names, phone, time zone and mail preferences',
      body: profileGetSchema,
      reply: profileReply,
    },
    async (request) =>
      ok(M.read, { profile: valueOrHttpError(await readProfile(db, userOf(request))) }),
  );

  route(
    API_PATHS.profile.update,
    {
      access: 'user',
      summary: 'Save your own profile; the first save completes it',
      body: profileUpdateSchema,
      reply: profileUpdateReply,
    },
    async (request) => {
      const saved = valueOrHttpError(
        await updateProfile(db, userOf(request), request.body, { ip: request.ip }),
      );
      const message = saved.completed ? M.completed : saved.changed ? M.updated : M.unchanged;
      return ok(message, { profile: saved.profile, completed: saved.completed });
    },
  );
};
