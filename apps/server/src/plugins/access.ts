import {
  API_PREFIX,
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  type ApiTokenScope,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller, Role, UserCaller } from '../domain/caller.js';
import { authorize } from '../domain/policies/index.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { valueOrHttpError } from '../http/result-reply.js';

/**
 * Who may call a route, declared in its config. Secure by default: an /api route without it needs
 * a logged-in user; the web app's files and the API docs are public.
 * - 'public': no token at all (auth/generic, auth/refresh)
 * - 'anonymous': any valid token, anonymous or a user's (the anonymous rows of docs/api.md)
 * - 'user': a user's access token
 * - Role[]: a user holding at least one of these roles
 */
export type Access = 'public' | 'anonymous' | 'user' | Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The API-token scope that opens this route (docs/rules/api-tokens.md); a route without one
     * refuses API tokens (403).
     */
    scope?: ApiTokenScope;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The logged-in caller of a route declared 'user' or with roles. */
export const userOf = (request: FastifyRequest): UserCaller => {
  if (request.caller?.kind !== 'user') throw unauthorized();
  return request.caller;
};

const bearer = (header: string | undefined): string | undefined => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

/**
 * A user's token also dies with its session: a role change, a disable, a logout-everywhere or a
 * new password raises the session version it carries (docs/security.md). On a route open to any
 * token (login, forget, ...) such a token still counts as an anonymous one, so the client can log
 * in again with it; anywhere else it gets 401.
 */
const liveCaller = async (app: FastifyInstance, caller: Caller, access: Access) => {
  if (caller.kind !== 'user') return caller;
  if (await app.sessions.isCurrent(caller.userId, caller.sessionVersion, caller.sessionId)) {
    return caller;
  }
  if (access === 'anonymous') return { kind: 'anonymous' } as const;
  throw unauthorized('Your session has expired. Please login again');
};

/**
 * The caller an API token (`grk_...`) acts as, on a route that declares a scope the token holds.
 * Unknown, expired or revoked: 401; a route without a scope, or one the token lacks: 403.
 */
const apiTokenCaller = async (app: FastifyInstance, token: string, scope?: ApiTokenScope) => {
  const caller = await app.apiTokens.callerOf(token);
  if (!caller?.apiToken) throw unauthorized(API_TOKEN_MESSAGES.invalid);
  if (!scope) throw forbidden(API_TOKEN_MESSAGES.notForTokens);
  if (!caller.apiToken.scopes.includes(scope)) {
    throw forbidden(API_TOKEN_MESSAGES.missingScope(scope));
  }
  return { ...caller };
};

/** The route's access rule, or undefined where nothing is checked (the web app, the docs). */
const accessOf = (request: FastifyRequest): Access | undefined => {
  const url = request.routeOptions.url;
  if (!url) return undefined;
  const isApi = url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}/docs`);
  const access = request.routeOptions.config.access ?? (isApi ? 'user' : 'public');
  return access === 'public' ? undefined : access;
};

/** Lets a verified, live caller in where the route's rule allows it, or throws 401/403. */
const admit = (request: FastifyRequest, caller: Caller, access: Access) => {
  // The verified caller is shared by every call with the token; the address is this call's.
  request.caller = caller.kind === 'user' ? { ...caller, ip: request.ip } : caller;
  if (access === 'anonymous') return;
  if (caller.kind !== 'user') throw unauthorized();
  if (Array.isArray(access)) {
    valueOrHttpError(authorize(caller, 'call', { kind: 'route', roles: access }));
  }
};

/** Who calls, read from the token (and for a user, the session state), then admitted or refused. */
const checkAccess = async (
  app: FastifyInstance,
  request: FastifyRequest,
  access: Access,
  token: string | undefined,
) => {
  if (token?.startsWith(API_TOKEN_LIMITS.prefix)) {
    request.caller = await apiTokenCaller(app, token, request.routeOptions.config.scope);
    request.caller.ip = request.ip;
    if (Array.isArray(access)) {
      valueOrHttpError(authorize(request.caller, 'call', { kind: 'route', roles: access }));
    }
    return;
  }
  const verified = token ? await app.tokens.verify(token) : null;
  if (!verified) throw unauthorized('Your session has expired. Please login again');
  admit(request, await liveCaller(app, verified, access), access);
};

/**
 * The caller of a token this process verified and whose session state it read within the last
 * second (docs/security.md): known without waiting, so most requests pass the check in one turn.
 * Undefined when anything must be read first.
 */
const knownLiveCaller = (app: FastifyInstance, token: string | undefined) => {
  if (!token || token.startsWith(API_TOKEN_LIMITS.prefix)) return undefined;
  const caller = app.tokens.verifyKnown(token);
  if (caller?.kind !== 'user') return caller;
  const current = app.sessions.isCurrentNow(caller.userId, caller.sessionVersion, caller.sessionId);
  return current === true ? caller : undefined;
};

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  // A callback hook: a caller known at once is admitted without a promise or a microtask turn
  // (docs/performance.md); anything else goes through the awaited check.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = accessOf(request);
    if (access === undefined) return done();
    const token = bearer(request.headers.authorization);
    const known = knownLiveCaller(app, token);
    if (known) {
      try {
        admit(request, known, access);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    checkAccess(app, request, access, token).then(() => done(), done);
  });
});
