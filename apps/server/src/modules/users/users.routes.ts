import type { FastifyInstance } from 'fastify';
import type { AccountModuleOptions } from '../accounts/index.js';
import { activationRoutes } from './activation.routes.js';
import { adminRoutes } from './admin.routes.js';
import { passwordRoutes } from './password.routes.js';
import { signupRoutes } from './signup.routes.js';

/** The user/* API: sign-up and activation, passwords, and the admin's user management. */
export const usersModule = async (app: FastifyInstance, options: AccountModuleOptions) => {
  const shared = { rateLimits: options.rateLimits };
  await app.register(signupRoutes, shared);
  await app.register(passwordRoutes, shared);
  await app.register(adminRoutes);
  await app.register(activationRoutes);
};
