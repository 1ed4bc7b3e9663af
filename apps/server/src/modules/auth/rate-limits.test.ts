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
  it('counts per address and account, then per address, with 429 in the envelope', async () => {
    expect((await hit('10.0.0.1', { email: 'a@x.io' })).statusCode).toBe(200);
    expect((await hit('10.0.0.1', { email: 'A@X.io ' })).statusCode).toBe(200);
    const third = await hit('10.0.0.1', { email: 'a@x.io' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, code: CODES.rateLimited });
    expect(third.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds$/);
    // Another account from the same address passes until the address itself is spent.
    expect((await hit('10.0.0.1', { user_id: 'u-1' })).statusCode).toBe(200);
    expect((await hit('10.0.0.1', { user_id: 'u-2' })).statusCode).toBe(429);
    expect((await hit('10.0.0.2', { email: 'a@x.io' })).statusCode).toBe(200);
  });

  it('keeps defaults a person never reaches', () => {
    for (const limits of Object.values(DEFAULT_RATE_LIMITS)) {
      expect(limits.perAccount.max).toBeGreaterThanOrEqual(5);
      expect(limits.perIp.max).toBeGreaterThanOrEqual(limits.perAccount.max);
    }
  });
});
