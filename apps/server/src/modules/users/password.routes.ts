import {
  API_PATHS,
  baseReply,
  forgetSchema,
  resetPasswordSchema,
  updatePasswordSchema,
} from '@georisk/contract';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import {
  changeOwnPassword,
  requestPasswordReset,
  resetPassword,
  accountRoutes,
} from '../accounts/index.js';

/** Forgotten password (mailed single-use link), reset with it, and change while logged in. */
export const passwordRoutes = accountRoutes(['user'], ({ app, route, db, limit }) => {
  /** The sessions and API tokens a new password ended stop on this server at once. */
  const forgetEnded = (ended: { userId: string; revokedTokenIds: string[] }) => {
    app.sessions.forget(ended.userId);
    for (const id of ended.revokedTokenIds) app.apiTokens.forget(id);
  };

  route(
    API_PATHS.user.forget,
    {
      access: 'anonymous',
      preHandler: limit('forget'),
      summary: 'Mail a password reset link (same reply for any e-mail)',
      body: forgetSchema,
      reply: baseReply,
    },
    async (request) => {
      // Built from PUBLIC_URL, never from the Host header (a forged host would steal the token).
      const linkTo = (token: string) => `${app.publicUrl}/forget?token=${token}`;
      if (await requestPasswordReset(db, request.body.email, linkTo)) app.mailer.kick();
      return ok(
        'If an account exists for this email, a link to reset the password has been sent to it',
      );
    },
  );

  route(
    API_PATHS.user.resetPassword,
    {
      access: 'anonymous',
      preHandler: limit('reset'),
      summary: 'Set a new password with a mailed reset token',
      body: resetPasswordSchema,
      reply: baseReply,
    },
    async (request) => {
      const { token, password } = request.body;
      const ended = valueOrHttpError(await resetPassword(db, token, password, { ip: request.ip }));
      forgetEnded(ended);
      app.mailer.kick();
      return ok('Your password has been reset. Please login with the new password');
    },
  );

  route(
    API_PATHS.user.updatePassword,
    {
      access: 'user',
      summary: "Change the caller's own password (the current one is required)",
      body: updatePasswordSchema,
      reply: baseReply,
    },
    async (request) => {
      forgetEnded(valueOrHttpError(await changeOwnPassword(db, userOf(request), request.body)));
      app.mailer.kick();
      return ok('Password updated successfully');
    },
  );
});
