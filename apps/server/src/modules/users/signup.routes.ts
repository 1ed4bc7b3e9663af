import {
  activateSchema,
  API_PATHS,
  baseReply,
  generateOtpSchema,
  publicUserReply,
  userInsertSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import {
  activate,
  rateLimited,
  resendOtp,
  signUp,
  toPublicUser,
  type AccountModuleOptions,
} from '../accounts/index.js';

/** Sign-up and activation: anonymous callers, an OTP mailed through the outbox. */
export const signupRoutes = async (fastify: FastifyInstance, options: AccountModuleOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.user.insert}`,
    {
      config: { access: 'anonymous' },
      preHandler: rateLimited(app, 'signUp', options),
      schema: {
        tags: ['user'],
        summary: 'Sign up (inactive until the mailed OTP is entered)',
        body: userInsertSchema,
        response: { 200: publicUserReply },
      },
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

  app.post(
    `/${API_PATHS.user.active}`,
    {
      config: { access: 'anonymous' },
      preHandler: rateLimited(app, 'otp', options),
      schema: {
        tags: ['user'],
        summary: 'Activate an account with its OTP',
        body: activateSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      valueOrHttpError(await activate(db, request.body.user_id, request.body.otp));
      return ok('Account Activated Successfully. Please login');
    },
  );

  app.post(
    `/${API_PATHS.user.generateOtp}`,
    {
      config: { access: 'anonymous' },
      preHandler: rateLimited(app, 'otp', options),
      schema: {
        tags: ['user'],
        summary: 'Mail a new OTP (cool-down applies)',
        body: generateOtpSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      valueOrHttpError(await resendOtp(db, request.body.user_id));
      app.mailer.kick();
      return ok('A new OTP has been sent to your email');
    },
  );
};
