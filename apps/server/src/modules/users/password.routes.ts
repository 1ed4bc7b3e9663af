import {
  API_PATHS,
  baseReply,
  CODES,
  forgetSchema,
  MESSAGES,
  resetPasswordSchema,
  updatePasswordSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, forbidden, unauthorized } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { resetMail } from '../../mail/templates/account-mails.js';
import { userOf } from '../../plugins/access.js';
import { hashPassword } from '../auth/password.js';
import { rateLimited, type AccountModuleOptions } from '../auth/rate-limits.js';
import { replacePassword } from './password.service.js';
import {
  createResetToken,
  findLiveResetToken,
  RESET_TOKEN_TTL_MINUTES,
  spendResetToken,
} from './reset-tokens.repository.js';
import { findUserByEmail, findUserById, fullName } from './users.repository.js';

const badToken = () => new AppError(400, CODES.resetTokenInvalid, MESSAGES.invalidToken);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Forgotten password (mailed single-use link), reset with it, and change while logged in. */
export const passwordRoutes = async (fastify: FastifyInstance, options: AccountModuleOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.user.forget}`,
    {
      config: { access: 'anonymous' },
      preHandler: rateLimited(app, 'forget', options),
      schema: {
        tags: ['user'],
        summary: 'Mail a password reset link (same reply for any e-mail)',
        body: forgetSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        await db.transaction(async (tx) => {
          const token = await createResetToken(tx, user.id);
          // Built from PUBLIC_URL, never from the Host header (a forged host would steal the token).
          const link = `${app.publicUrl}/forget?token=${token}`;
          await enqueueMail(
            tx,
            resetMail({ to: user.email, name: fullName(user) }, link, RESET_TOKEN_TTL_MINUTES),
          );
        });
        app.mailer.kick();
      }
      return ok(
        'If an account exists for this email, a link to reset the password has been sent to it',
      );
    },
  );

  app.post(
    `/${API_PATHS.user.resetPassword}`,
    {
      config: { access: 'anonymous' },
      preHandler: rateLimited(app, 'reset', options),
      schema: {
        tags: ['user'],
        summary: 'Set a new password with a mailed reset token',
        body: resetPasswordSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      const found = await findLiveResetToken(db, request.body.token);
      const user = found && (await findUserById(db, found.userId));
      if (!found || !user) throw badToken();
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        if (!(await spendResetToken(tx, found.id, user.id))) throw badToken();
        await replacePassword(tx, user, passwordHash);
      });
      app.mailer.kick();
      return ok('Your password has been reset. Please login with the new password');
    },
  );

  app.post(
    `/${API_PATHS.user.updatePassword}`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: "Change the caller's own password",
        body: updatePasswordSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      const user = await findUserById(db, userOf(request).userId);
      if (!user) throw unauthorized();
      if (!sameEmail(user.email, request.body.email))
        throw forbidden('You can only change your own password');
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction((tx) => replacePassword(tx, user, passwordHash));
      app.mailer.kick();
      return ok('Password updated successfully');
    },
  );
};
