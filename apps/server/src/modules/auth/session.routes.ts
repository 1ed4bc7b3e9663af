import {
  API_PATHS,
  baseReply,
  CODES,
  loginSchema,
  logoutSchema,
  refreshSchema,
  sessionReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { userOf } from '../../plugins/access.js';
import { findUserByEmail, findUserById } from '../users/users.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import { rateLimited, type AccountModuleOptions } from './rate-limits.js';
import {
  findRefreshToken,
  markRefreshTokenUsed,
  revokeAllOfUser,
  revokeFamily,
} from './refresh-tokens.repository.js';
import { startSession } from './session.service.js';

const badCredentials = () =>
  new AppError(401, CODES.invalidCredentials, 'Invalid Email or Password');
const sessionOver = () =>
  new AppError(401, CODES.refreshTokenInvalid, 'Your session has expired. Please login again');

/** Verified against when the e-mail is unknown, so both failures cost the same time. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('Not-a-real-password#0'));

/** Login, refresh-token rotation with reuse detection, and logout. */
export const sessionRoutes = async (fastify: FastifyInstance, options: AccountModuleOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.auth.login}`,
    {
      config: { access: 'anonymous' },
      preHandler: rateLimited(app, 'login', options),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginSchema,
        response: { 200: sessionReply },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
      if (!user || !passwordOk) throw badCredentials();
      if (!user.isActive) {
        throw new AppError(
          403,
          CODES.accountNotActivated,
          'Your account is not activated yet. Please enter the OTP sent to your email',
          { user_id: user.id },
        );
      }
      return ok('Logged in successfully', { user: await startSession(app, db, user) });
    },
  );

  app.post(
    `/${API_PATHS.auth.refresh}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        body: refreshSchema,
        response: { 200: sessionReply },
      },
    },
    async (request) => {
      const presented = await findRefreshToken(db, request.body.refreshToken);
      if (!presented || presented.revokedAt || presented.expiresAt <= new Date())
        throw sessionOver();
      const user = await findUserById(db, presented.userId);
      // A used token presented again means it leaked: end the whole family (both holders).
      if (presented.usedAt || !user?.isActive) {
        await revokeFamily(db, presented.familyId);
        throw sessionOver();
      }
      const family = { id: presented.familyId, expiresAt: presented.expiresAt };
      const session = await db.transaction(async (tx) =>
        (await markRefreshTokenUsed(tx, presented.id)) ? startSession(app, tx, user, family) : null,
      );
      if (!session) {
        await revokeFamily(db, presented.familyId);
        throw sessionOver();
      }
      return ok('Session refreshed', { user: session });
    },
  );

  app.post(
    `/${API_PATHS.auth.logout}`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token, or every one of the caller',
        body: logoutSchema,
        response: { 200: baseReply },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const token = request.body.refreshToken;
      if (token === undefined) {
        await revokeAllOfUser(db, userId);
      } else {
        const presented = await findRefreshToken(db, token);
        if (presented?.userId === userId) await revokeFamily(db, presented.familyId);
      }
      return ok('Logged out successfully');
    },
  );
};
