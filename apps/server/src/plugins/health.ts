import { baseReply } from '@georisk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../http/reply.js';
import { unavailable } from '../http/errors.js';

/** Where a server is in its life; server.ts moves it forward on SIGTERM (docs/operations.md). */
export type Phase = 'serving' | 'draining' | 'closing';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { readonly phase: Phase; enter(phase: Phase): void };
  }
}

/**
 * The drain: while draining, readiness says 503 (a load balancer stops sending new work) but
 * every request is still answered, each reply asking the client to close its connection; once
 * closing, a request that still arrives gets the envelope's 503 instead of a reset. Registered
 * first, so its hook runs before any other.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let phase: Phase = 'serving';
  app.decorate('lifecycle', {
    get phase() {
      return phase;
    },
    enter: (next: Phase) => {
      phase = next;
    },
  });

  // Callback-style hooks where nothing is awaited: an async hook costs every request a promise.
  app.addHook('onRequest', (_request, reply, done) => {
    if (phase === 'serving') return done();
    void reply.header('connection', 'close');
    done(phase === 'closing' ? unavailable() : undefined);
  });
});

/** Liveness and readiness probes: the API's only GET routes, public, listed in OpenAPI. */
export const healthRoutes = fp(async (app: FastifyInstance) => {
  const probe = { access: 'public' as const };
  app.get(
    '/api/health/live',
    {
      config: probe,
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process runs',
        security: [],
        response: { 200: baseReply },
      },
    },
    async () => ok('Live'),
  );
  app.get(
    '/api/health/ready',
    {
      config: probe,
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 when the database answers; 503 while draining or without it',
        security: [],
        response: { 200: baseReply, 503: baseReply },
      },
    },
    async () => {
      if (app.lifecycle.phase !== 'serving') throw unavailable();
      // Migrations ran before the server started listening, so an answer means ready.
      await app.database.db.execute(sql`select 1`);
      return ok('Ready');
    },
  );
});
