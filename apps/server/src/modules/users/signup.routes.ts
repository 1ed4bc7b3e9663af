import {
  activateSchema,
  API_PATHS,
  baseReply,
  CODES,
  generateOtpSchema,
  publicUserReply,
  userInsertSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { hashPassword } from '../auth/password.js';
import { rateLimited, type AccountModuleOptions } from '../auth/rate-limits.js';
import { emailTaken } from './accounts.service.js';
import { activateWithOtp, issueOtp } from './otp.service.js';
import { isUniqueViolation } from '../../db/unique.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  lockUser,
  toPublicUser,
  type UserRow,
} from './users.repository.js';

const alreadyActive = () =>
  new AppError(409, CODES.alreadyActive, 'Your account is already active. Please login');

/** Sign-up and activation: anonymous callers, an OTP mailed through the outbox. */
export const signupRoutes = async (fastify: FastifyInstance, options: AccountModuleOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const inactiveUser = async (userId: string): Promise<UserRow> => {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('User');
    if (user.isActive) throw alreadyActive();
    return user;
  };

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
      if (await findUserByEmail(db, email)) throw emailTaken();
      const passwordHash = await hashPassword(password);
      try {
        const user = await db.transaction(async (tx) => {
          const created = await insertUser(tx, { firstName, lastName, email, phone, passwordHash });
          await issueOtp(tx, created);
          return created;
        });
        app.mailer.kick();
        return ok('Registered successfully. Please enter the OTP sent to your email', {
          user: toPublicUser(user),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
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
      const user = await inactiveUser(request.body.user_id);
      await activateWithOtp(db, user, request.body.otp);
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
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, request.body.user_id);
        if (!user) throw notFound('User');
        if (user.isActive) throw alreadyActive();
        await issueOtp(tx, user);
      });
      app.mailer.kick();
      return ok('A new OTP has been sent to your email');
    },
  );
};
