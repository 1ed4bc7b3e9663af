import type { FastifyInstance } from 'fastify';
import type { LoginDeps } from '../accounts/index.js';
import { ssoRefusesPassword } from '../sso/index.js';

/** The token signers and the staff rule a login needs, from the app (the service knows no Fastify). */
export const loginDeps = (app: FastifyInstance): LoginDeps => ({
  signAccess: app.tokens.signAccess,
  signMfa: app.tokens.signMfa,
  verifyMfa: app.tokens.verifyMfa,
  requireStaffMfa: app.requireStaffMfa,
  passwordRefused: (user) => ssoRefusesPassword(app.database.db, user),
});
