import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { CODES } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers (strict CSP, HSTS, nosniff, Referrer-Policy), JSON-only bodies and rate limiting.
 * Rate limits are opt-in per route (`config.rateLimit`); the store is in-process memory, so behind
 * a load balancer each server counts on its own (README: scaling out).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      code: CODES.rateLimited,
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });

  // Only JSON bodies are accepted: drop Fastify's text/plain parser so anything else is a 415.
  app.removeContentTypeParser('text/plain');

  // A POST with no body at all is an empty object, so optional-only bodies need not send "{}".
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
});
