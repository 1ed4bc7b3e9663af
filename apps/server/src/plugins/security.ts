import rateLimit from '@fastify/rate-limit';
import { API_PREFIX, CODES, MESSAGES } from '@georisk/contract';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { bodyTextIsAllowed } from '../http/text-input.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

export interface SecurityOptions extends FastifyPluginOptions {
  /** Shared rate-limit counters across servers (REDIS_URL). */
  redis?: Redis;
  /** Without Redis, a PostgreSQL database carries the counters. */
  database?: DatabaseHandle;
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers a header-setting middleware sets, read once from a response that records them. */
const headersSetBy = (middleware: Middleware) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
};

/**
 * Where rate-limit counters live: Redis when configured, else the shared PostgreSQL, else (one
 * embedded server) process memory. Several servers therefore count as one (docs/operations.md).
 */
const counterStore = ({ redis, database }: SecurityOptions) => {
  if (redis) return { redis, nameSpace: 'georisk-rl:' };
  if (database?.driver === 'postgres') return { store: postgresRateLimitStore(database.db) };
  return {};
};

/**
 * Headers (strict CSP, HSTS, nosniff, Referrer-Policy), JSON-only bodies and rate limiting.
 * Rate limits are opt-in per route (`config.rateLimit`, or `rateLimited` for account routes).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // helmet computes the headers once, at start: @fastify/helmet rebuilds helmet's middleware on
  // every request (parsing every CSP directive) and the middleware sets 13 headers one by one,
  // together the largest per-request cost of a cached public read in the bench's CPU profile
  // (docs/performance.md). Every reply, refusals included, carries the same set.
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  await app.register(rateLimit, {
    global: false,
    ...counterStore(options),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      code: CODES.rateLimited,
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });

  // Only JSON bodies are accepted: drop Fastify's text/plain parser so anything else is a 415.
  app.removeContentTypeParser('text/plain');

  app.addHook('preValidation', (request, _reply, done) => {
    // A POST with no body at all is an empty object, so optional-only bodies need not send "{}".
    if (request.body === undefined || request.body === null) request.body = {};
    // One rule for every text of every route, present and future (docs/security.md).
    done(
      bodyTextIsAllowed(request.body)
        ? undefined
        : new AppError(400, CODES.textNotAllowed, MESSAGES.textNotAllowed),
    );
  });

  // Replies can carry tokens and private data: no browser or proxy may keep a copy. (The reply
  // cache plugin, registered after this one, relaxes it for public cacheable reads.)
  const isApi = (url: string) =>
    url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url)) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
