import {
  SECURITY_PATHS,
  baseReply,
  MFA_MESSAGES,
  mfaEnrolSchema,
  mfaLoginReply,
  mfaLoginSchema,
  mfaStatusReply,
  mfaStatusSchema,
  recoveryCodesReply,
  totpConfirmSchema,
  totpDisableSchema,
  totpEnrolmentReply,
  totpStartSchema,
} from '@georisk/contract';
import type { FastifyRequest } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import {
  completeMfaLogin,
  confirmTotpEnrolment,
  disableTotp,
  factorStatus,
  startEnrolmentForLogin,
  startTotpEnrolment,
  accountRoutes,
} from '../accounts/index.js';
import { loginDeps } from './login-deps.js';

/**
 * The second factor (docs/rules/accounts.md, "Second factor"): the login's code step and the
 * enrolment a login may require (`auth/mfa`, `auth/mfaEnrol`, reached with an anonymous token and
 * the `mfa_token`), and the profile's card (`mfa/*`). Every code try is rate limited per address
 * and per account, and audited.
 */
export const secondFactorRoutes = accountRoutes(['auth'], ({ app, route, db, limit, me }) => {
  const limited = limit('mfa');
  const origin = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  route(
    SECURITY_PATHS.auth.mfa,
    {
      access: 'anonymous',
      preHandler: limited,
      summary:
        'Finish a login with a code or a recovery code (or confirm the enrolment it asked for)',
      body: mfaLoginSchema,
      reply: mfaLoginReply,
    },
    async (request) => {
      const { mfa_token: token, ...proof } = request.body;
      const done = await completeMfaLogin(db, loginDeps(app), token, proof, origin(request));
      return ok(MFA_MESSAGES.loggedIn, valueOrHttpError(done));
    },
  );

  route(
    SECURITY_PATHS.auth.mfaEnrol,
    {
      access: 'anonymous',
      preHandler: limited,
      summary: 'The QR code and key for a login that must enrol a second factor first',
      body: mfaEnrolSchema,
      reply: totpEnrolmentReply,
    },
    async (request) => {
      const enrolment = await startEnrolmentForLogin(db, loginDeps(app), request.body.mfa_token);
      return ok(MFA_MESSAGES.enrolStarted, { enrolment: valueOrHttpError(enrolment) });
    },
  );

  const mfaRoute = postRoutes(app, ['mfa']);
  mfaRoute(
    SECURITY_PATHS.mfa.status,
    {
      access: 'user',
      summary: "The caller's second factor: on or not, recovery codes left, required or not",
      body: mfaStatusSchema,
      reply: mfaStatusReply,
    },
    async (request) => {
      const { user } = await me(request);
      return ok(MFA_MESSAGES.status, {
        mfa: await factorStatus(db, user, app.requireStaffMfa),
      });
    },
  );

  mfaRoute(
    SECURITY_PATHS.mfa.totpStart,
    {
      access: 'user',
      summary: 'Start a TOTP enrolment: a new secret as a QR code and a key, until confirmed',
      body: totpStartSchema,
      reply: totpEnrolmentReply,
    },
    async (request) => {
      const { user } = await me(request);
      const enrolment = valueOrHttpError(await startTotpEnrolment(db, user));
      return ok(MFA_MESSAGES.enrolStarted, { enrolment });
    },
  );

  mfaRoute(
    SECURITY_PATHS.mfa.totpConfirm,
    {
      access: 'user',
      preHandler: limited,
      summary: 'Confirm the enrolment with a code; answers the 10 recovery codes, once',
      body: totpConfirmSchema,
      reply: recoveryCodesReply,
    },
    async (request) => {
      const { actor } = await me(request);
      const codes = valueOrHttpError(await confirmTotpEnrolment(db, actor, request.body.code));
      return ok(MFA_MESSAGES.enrolled, { recovery_codes: codes });
    },
  );

  mfaRoute(
    SECURITY_PATHS.mfa.totpDisable,
    {
      access: 'user',
      preHandler: limited,
      summary:
        'Turn the second factor off with a code or a recovery code (not where it is required)',
      body: totpDisableSchema,
      reply: baseReply,
    },
    async (request) => {
      const { user, actor } = await me(request);
      valueOrHttpError(await disableTotp(db, actor, user, request.body, app.requireStaffMfa));
      return ok(MFA_MESSAGES.disabled);
    },
  );
});
