import { API_PATHS } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();
let user: TestUser;
beforeAll(async () => {
  user = await buildUser(t);
});

describe('API replies are never cached', () => {
  it('the login reply, which carries tokens', async () => {
    const reply = await t.call(
      API_PATHS.auth.login,
      { email: user.email, password: user.password },
      await t.anonymousToken(),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ user: { accessToken: string } }>().user.accessToken).toBeTruthy();
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an anonymous token', () => t.call(API_PATHS.auth.generic)],
    ['a read', () => t.call(API_PATHS.user.getByEmail, { remote_email: user.email }, user.token)],
    ['a refusal', () => t.call(API_PATHS.categories.list)],
    ['an unknown call', () => t.call('no/such/call')],
  ])('%s', async (_, send) => {
    expect((await send()).headers['cache-control']).toBe('no-store');
  });

  it('but pages outside the API keep their own caching', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/apiary' });
    expect(reply.headers['cache-control']).toBeUndefined();
  });
});
