import type { FastifyInstance } from 'fastify';
import { ssoRoutes, type SsoModuleOptions } from './sso.routes.js';

/** The sso module's public face: its routes, and the password rule the login asks. */
export { ssoRefusesPassword } from './sso-session.service.js';

/** OIDC single sign-on per company (docs/rules/sso.md). */
export const ssoModule = (options: SsoModuleOptions) =>
  async function sso(fastify: FastifyInstance) {
    ssoRoutes(fastify, options);
  };
