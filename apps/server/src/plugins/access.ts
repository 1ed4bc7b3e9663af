import { API_PREFIX } from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller, Role, UserCaller } from '../domain/caller.js';
import { authorize } from '../domain/policies/index.js';
import { unauthorized } from '../http/errors.js';
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

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return;
    const isApi = url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}/docs`);
    const access = request.routeOptions.config.access ?? (isApi ? 'user' : 'public');
    if (access === 'public') return;
    const token = bearer(request.headers.authorization);
    const verified = token ? await app.tokens.verify(token) : null;
    if (!verified) throw unauthorized('Your session has expired. Please login again');
    const caller = await liveCaller(app, verified, access);
    // The verified caller is shared by every call with the token; the address is this call's.
    request.caller = caller.kind === 'user' ? { ...caller, ip: request.ip } : caller;
    if (access === 'anonymous') return;
    if (caller.kind !== 'user') throw unauthorized();
    if (Array.isArray(access)) {
      valueOrHttpError(authorize(caller, 'call', { kind: 'route', roles: access }));
    }
  });
});
