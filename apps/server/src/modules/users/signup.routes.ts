import {
  activateSchema,
  API_PATHS,
  baseReply,
  generateOtpSchema,
  publicUserReply,
  userInsertSchema,
} from '@georisk/contract';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { activate, resendOtp, signUp, toPublicUser, accountRoutes } from '../accounts/index.js';

/** Sign-up and activation: anonymous callers, an OTP mailed through the outbox. */
export const signupRoutes = accountRoutes(['user'], ({ app, route, db, limit }) => {
  route(
    API_PATHS.user.insert,
    {
      access: 'anonymous',
      preHandler: limit('signUp'),
      summary: 'Sign up (inactive until the mailed OTP is entered)',
      body: userInsertSchema,
      reply: publicUserReply,
    },
    async (request) => {
      const { firstName, lastName, email, phone, password } = request.body;
      const user = valueOrHttpError(
        await signUp(db, { firstName, lastName, email, phone, password }),
      );
      app.mailer.kick();
      return ok('Registered successfully. Please enter the OTP sent to your email', {
        user: toPublicUser(user),
      });
    },
  );

  route(
    API_PATHS.user.active,
    {
      access: 'anonymous',
      preHandler: limit('otp'),
      summary: 'Activate an account with its OTP',
      body: activateSchema,
      reply: baseReply,
    },
    async (request) => {
      valueOrHttpError(await activate(db, request.body.user_id, request.body.otp));
      return ok('Account Activated Successfully. Please login');
    },
  );

  route(
    API_PATHS.user.generateOtp,
    {
      access: 'anonymous',
      preHandler: limit('otp'),
      summary: 'Mail a new OTP (cool-down applies)',
      body: generateOtpSchema,
      reply: baseReply,
    },
    async (request) => {
      valueOrHttpError(await resendOtp(db, request.body.user_id));
      app.mailer.kick();
      return ok('A new OTP has been sent to your email');
    },
  );
});
