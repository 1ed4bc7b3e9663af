import { API_PATHS, publicUserReply, resendActivationSchema } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { foundOr } from '../../domain/result.js';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { findUserById, resendOtp, toPublicUser } from '../accounts/index.js';

/**
 * An admin helps a user whose activation mail was lost: a new code goes to the user's own address
 * (never to the admin), under the same cool-down and hourly cap as the user's own resend.
 */
export const activationRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['user']);
  const db = app.database.db;

  route(
    API_PATHS.user.resendActivation,
    {
      access: ['admin'],
      summary: 'Mail a new activation code to an inactive user (admin)',
      body: resendActivationSchema,
      reply: publicUserReply,
    },
    async (request) => {
      valueOrHttpError(await resendOtp(db, request.body.user_id));
      app.mailer.kick();
      const user = await findUserById(db, request.body.user_id);
      const found = valueOrHttpError(foundOr(user ?? null, 'User'));
      return ok('A new activation code has been sent to the user', { user: toPublicUser(found) });
    },
  );
};
