import { CODES } from '@georisk/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { errorsPlugin } from '../../plugins/errors.js';
import { securityPlugin, type SecurityOptions } from '../../plugins/security.js';
import { openTestDatabase } from '../../test/test-database.js';
import { rateLimited } from './rate-limits.js';

const REDIS_URL = process.env.REDIS_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

/** One "server": its own app and its own connection to the shared counter store. */
const server = async (store: SecurityOptions) => {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(securityPlugin, store);
  const limits = {
    perIp: { max: 100, timeWindow: 60_000 },
    perAccount: { max: 3, timeWindow: 60_000 },
  };
  app.post(
    '/limited',
    { preHandler: rateLimited(app, 'login', { rateLimits: { login: limits } }) },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
};

/** Tries one account on each server in turn, each time from a new address. */
const rotate = async (apps: FastifyInstance[]) => {
  const email = `shared-${randomUUID()}@georisk.test`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const reply = await apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/limited',
      remoteAddress: `10.7.0.${i + 1}`,
      payload: { email },
    });
    statuses.push(reply.statusCode);
    if (reply.statusCode === 429) expect(reply.json().code).toBe(CODES.rateLimited);
  }
  return statuses;
};

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('per-account limits shared by servers', () => {
  it.skipIf(!REDIS_URL)(
    `count together through Redis${REDIS_URL ? '' : ' (skipped: REDIS_URL is not set)'}`,
    async () => {
      const clients = [new Redis(REDIS_URL!), new Redis(REDIS_URL!)];
      cleanups.push(async () => clients.forEach((client) => client.disconnect()));
      const apps = await Promise.all(clients.map((redis) => server({ redis })));
      cleanups.push(() => Promise.all(apps.map((app) => app.close())));
      expect(await rotate(apps)).toEqual([200, 200, 200, 429, 429, 429]);
    },
  );

  it.skipIf(!onPostgres)(
    `count together through PostgreSQL${onPostgres ? '' : ' (skipped: the postgres project runs it)'}`,
    async () => {
      const database: DatabaseHandle = await openTestDatabase();
      cleanups.push(() => database.close());
      const apps = await Promise.all([server({ database }), server({ database })]);
      cleanups.push(() => Promise.all(apps.map((app) => app.close())));
      expect(await rotate(apps)).toEqual([200, 200, 200, 429, 429, 429]);
    },
  );

  it('answer 503 in the envelope, not 500, when the shared store cannot be reached', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    cleanups.push(async () => redis.disconnect());
    const app = await server({ redis });
    cleanups.push(() => app.close());
    const reply = await app.inject({
      method: 'POST',
      url: '/limited',
      payload: { email: 'x@y.io' },
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().code).toBe(CODES.unavailable);
  });
});
