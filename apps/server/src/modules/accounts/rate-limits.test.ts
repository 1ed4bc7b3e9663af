import { CODES } from '@georisk/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.js';
import { securityPlugin } from '../../plugins/security.js';
import { DEFAULT_RATE_LIMITS, rateLimited } from './rate-limits.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  const perRoute = {
    perIp: { max: 4, timeWindow: 60_000 },
    perAccount: { max: 2, timeWindow: 60_000 },
  };
  app.post(
    '/limited',
    { preHandler: rateLimited(app, 'forget', { rateLimits: { forget: perRoute } }) },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(() => app.close());

const hit = (remoteAddress: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/limited', remoteAddress, payload: body });

describe('rateLimited', () => {
  it('counts per account whatever the address, and per address, with 429 in the envelope', async () => {
    expect((await hit('10.0.0.1', { email: 'a@x.io' })).statusCode).toBe(200);
    expect((await hit('10.0.0.1', { email: 'A@X.io ' })).statusCode).toBe(200);
    const third = await hit('10.0.0.1', { email: 'a@x.io' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, code: CODES.rateLimited });
    expect(third.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds$/);
    // Another account from the same address passes until the address itself is spent.
    expect((await hit('10.0.0.1', { user_id: 'u-1' })).statusCode).toBe(200);
    expect((await hit('10.0.0.1', { user_id: 'u-2' })).statusCode).toBe(429);
    // A fresh address (a rotated X-Forwarded-For) does not reset the account's counter.
    expect((await hit('10.0.0.2', { email: 'a@x.io' })).statusCode).toBe(429);
    expect((await hit('10.0.0.2', { email: 'b@x.io' })).statusCode).toBe(200);
  });

  it('counts one user_id however its hex digits are cased (PostgreSQL reads them as one uuid)', async () => {
    const id = '5f0c8f7e-3b1a-4c2d-9e8f-a1b2c3d4e5f6';
    expect((await hit('10.0.1.1', { user_id: id })).statusCode).toBe(200);
    expect((await hit('10.0.1.2', { user_id: id.toUpperCase() })).statusCode).toBe(200);
    expect((await hit('10.0.1.3', { user_id: id.replace('f', 'F') })).statusCode).toBe(429);
  });

  it('keeps defaults a person never reaches', () => {
    for (const limits of Object.values(DEFAULT_RATE_LIMITS)) {
      expect(limits.perAccount.max).toBeGreaterThanOrEqual(5);
      expect(limits.perIp.max).toBeGreaterThanOrEqual(limits.perAccount.max);
    }
  });
});
