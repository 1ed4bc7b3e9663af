import { CODES } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildAnotherApp, useTestApp } from '../../test/test-app.js';
import { delivered, useAccountsApp } from '../../test/account-test-app.js';
import { SESSION_STATE_MAX_AGE_MS } from './session-guard.js';

const ctx = useAccountsApp();
const NEW_PASSWORD = 'Fresh#Pass42';

const login = (user: TestUser, password = user.password) =>
  ctx.t.call('auth/login', { email: user.email, password }, ctx.anon);
const session = async (user: TestUser) => {
  const reply = await login(user);
  expect(reply.statusCode).toBe(200);
  return reply.json<{ user: { accessToken: string; refreshToken: string } }>().user;
};
const roles = (user: TestUser, isAdmin: boolean) => ({
  user_id: user.id,
  is_admin: isAdmin,
  is_partner: false,
  is_customer: !isAdmin,
});
const whoAmI = (user: TestUser, token: string) =>
  ctx.t.call('user/getByEmail', { remote_email: user.email }, token);

describe('a role change', () => {
  it("takes a demoted admin's powers from their earlier access token at once", async () => {
    const [boss, rogue] = [
      await buildUser(ctx.t, { role: 'admin' }),
      await buildUser(ctx.t, { role: 'admin' }),
    ];
    const stolen = (await session(rogue)).accessToken;
    expect((await ctx.t.call('user/list', {}, stolen)).statusCode).toBe(200);

    expect((await ctx.t.call('user/setRoles', roles(rogue, false), boss.token)).statusCode).toBe(
      200,
    );
    // Neither demote the other admin nor promote itself back with the old token.
    const revenge = await ctx.t.call('user/setRoles', roles(boss, false), stolen);
    expect([401, 403]).toContain(revenge.statusCode);
    const comeback = await ctx.t.call('user/setRoles', roles(rogue, true), stolen);
    expect([401, 403]).toContain(comeback.statusCode);
    expect((await whoAmI(boss, boss.token)).json().user.is_admin).toBe(true);

    // A fresh login carries the new roles only.
    const fresh = (await session(rogue)).accessToken;
    expect((await ctx.t.call('user/list', {}, fresh)).statusCode).toBe(403);
    expect((await whoAmI(rogue, fresh)).json().user).toMatchObject({
      is_admin: false,
      is_customer: true,
    });
  });
});

describe('a password reset', () => {
  it("ends a thief's access token, so it cannot change the password afterwards", async () => {
    const victim = await buildUser(ctx.t);
    const stolen = (await session(victim)).accessToken;
    expect((await ctx.t.call('user/forget', { email: victim.email }, ctx.anon)).statusCode).toBe(
      200,
    );
    await delivered(ctx);
    const token = ctx.mailbox.resetTokenFor(victim.email);
    const reset = await ctx.t.call(
      'user/resetPassword',
      { token, password: NEW_PASSWORD },
      ctx.anon,
    );
    expect(reset.statusCode).toBe(200);

    const takeover = await ctx.t.call(
      'user/updatePassword',
      { email: victim.email, currentPassword: NEW_PASSWORD, password: 'Thief#Pass99' },
      stolen,
    );
    expect(takeover.statusCode).toBe(401);
    expect((await whoAmI(victim, stolen)).statusCode).toBe(401);
    expect((await login(victim, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a password change ends the earlier access tokens too', async () => {
    const user = await buildUser(ctx.t);
    const other = (await session(user)).accessToken;
    const change = await ctx.t.call(
      'user/updatePassword',
      { email: user.email, currentPassword: user.password, password: NEW_PASSWORD },
      user.token,
    );
    expect(change.statusCode).toBe(200);
    expect((await whoAmI(user, other)).statusCode).toBe(401);
    expect((await whoAmI(user, user.token)).statusCode).toBe(401);
    // Where any token will do, the ended one counts as anonymous: the screen logs in again with it.
    const again = await ctx.t.call(
      'auth/login',
      { email: user.email, password: NEW_PASSWORD },
      user.token,
    );
    expect(again.statusCode).toBe(200);
  });
});

describe('user/disable', () => {
  it('refuses the tokens, the login and the refresh of a disabled account until re-enabled', async () => {
    const [admin, user] = [await buildUser(ctx.t, { role: 'admin' }), await buildUser(ctx.t)];
    const { accessToken, refreshToken } = await session(user);

    const disabled = await ctx.t.call(
      'user/disable',
      { user_id: user.id, disabled: true },
      admin.token,
    );
    expect(disabled.json()).toMatchObject({ success: true, user: { is_disabled: true } });
    expect((await whoAmI(user, accessToken)).statusCode).toBe(401);
    expect((await whoAmI(user, user.token)).statusCode).toBe(401);
    expect((await ctx.t.call('auth/refresh', { refreshToken })).statusCode).toBe(401);
    const refused = await login(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: CODES.accountDisabled,
      message: 'This account has been disabled. Please contact an administrator',
    });
    const listed = await ctx.t.call('user/list', { q: user.email }, admin.token);
    expect(listed.json().user).toEqual([expect.objectContaining({ is_disabled: true })]);

    await ctx.t.call('user/disable', { user_id: user.id, disabled: false }, admin.token);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('is for admins only, and an admin cannot disable themself', async () => {
    const [admin, user] = [await buildUser(ctx.t, { role: 'admin' }), await buildUser(ctx.t)];
    const body = { user_id: admin.id, disabled: true };
    expect((await ctx.t.call('user/disable', body, user.token)).statusCode).toBe(403);
    const self = await ctx.t.call('user/disable', body, admin.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot disable your own account');
    const bad = await ctx.t.call('user/disable', { user_id: user.id }, admin.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('auth/logout everywhere', () => {
  it('ends every access and refresh token of the caller', async () => {
    const user = await buildUser(ctx.t);
    const [first, second] = [await session(user), await session(user)];
    const out = await ctx.t.call('auth/logout', { all: true }, first.accessToken);
    expect(out.statusCode).toBe(200);
    for (const { accessToken, refreshToken } of [first, second]) {
      expect((await whoAmI(user, accessToken)).statusCode).toBe(401);
      expect((await ctx.t.call('auth/refresh', { refreshToken })).statusCode).toBe(401);
    }
    expect((await login(user)).statusCode).toBe(200);
  });
});

describe('on another server', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second app server on the same database, with its own per-process cache.
    other = await buildAnotherApp(ctx.t);
  });
  afterAll(() => other.close());

  it('a demotion bites within the session-state cache time', async () => {
    const [boss, rogue] = [
      await buildUser(ctx.t, { role: 'admin' }),
      await buildUser(ctx.t, { role: 'admin' }),
    ];
    const listOnOther = () =>
      other.inject({
        method: 'POST',
        url: '/api/user/list',
        headers: { authorization: `Bearer ${rogue.token}` },
        payload: {},
      });
    expect((await listOnOther()).statusCode).toBe(200);
    await ctx.t.call('user/setRoles', roles(rogue, false), boss.token);
    await new Promise((resolve) => setTimeout(resolve, SESSION_STATE_MAX_AGE_MS + 50));
    expect((await listOnOther()).statusCode).toBe(401);
  });
});

describe('the last active admin', () => {
  const t = useTestApp();

  it('cannot be demoted or disabled, even by two admins acting at once', async () => {
    const [a, b] = [await buildUser(t, { role: 'admin' }), await buildUser(t, { role: 'admin' })];
    const replies = await Promise.all([
      t.call('user/setRoles', roles(b, false), a.token),
      t.call('user/disable', { user_id: a.id, disabled: true }, b.token),
    ]);
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const conflict = replies.find((reply) => reply.statusCode === 409);
    if (conflict) {
      expect(conflict.json()).toMatchObject({ code: CODES.lastAdmin });
      expect(conflict.json().message).toMatch(/^You cannot (demote|disable) the last active admin/);
    }
    const admins = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isDisabled, false)));
    expect(admins).toHaveLength(1);
  });
});
