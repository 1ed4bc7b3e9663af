import {
  API_PATHS,
  baseReply,
  loginReply,
  loginSchema,
  logoutSchema,
  MFA_MESSAGES,
  refreshSchema,
  sessionReply,
} from '@georisk/contract';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { loginDeps } from './login-deps.js';
import { login, logout, refreshSession, accountRoutes } from '../accounts/index.js';

/** Login, refresh-token rotation with reuse detection, and logout (rules: accounts layer). */
export const sessionRoutes = accountRoutes(['auth'], ({ app, route, db, limit }) => {
  const signAccess = app.tokens.signAccess;

  route(
    API_PATHS.auth.login,
    {
      access: 'anonymous',
      preHandler: limit('login'),
      summary:
        'Log in with e-mail and password: the login state, or {mfa_required | mfa_enrol_required, mfa_token} first',
      body: loginSchema,
      reply: loginReply,
    },
    async (request) => {
      const outcome = valueOrHttpError(
        await login(db, loginDeps(app), request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      );
      if ('user' in outcome) return ok('Logged in successfully', outcome);
      const message =
        'mfa_required' in outcome ? MFA_MESSAGES.mfaRequired : MFA_MESSAGES.enrolRequired;
      return ok(message, outcome);
    },
  );

  route(
    API_PATHS.auth.refresh,
    {
      access: 'public',
      summary: 'Rotate a refresh token',
      body: refreshSchema,
      reply: sessionReply,
    },
    async (request) =>
      ok('Session refreshed', {
        user: valueOrHttpError(
          await refreshSession(db, signAccess, request.body.refreshToken, { ip: request.ip }),
        ),
      }),
  );

  route(
    API_PATHS.auth.logout,
    {
      access: 'user',
      summary:
        'End this session (refreshToken), or every session of the caller (all: true or no token), access tokens included',
      body: logoutSchema,
      reply: baseReply,
    },
    async (request) => {
      const { userId, sessionId } = userOf(request);
      if ((await logout(db, userId, request.body, { ip: request.ip })) === 'all')
        app.sessions.forget(userId);
      else if (sessionId) app.sessions.forgetSession(sessionId);
      return ok('Logged out successfully');
    },
  );
});
