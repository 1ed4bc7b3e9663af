import { CODES, MESSAGES } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { delivered, useAccountsApp } from '../../test/account-test-app.js';

const ctx = useAccountsApp();
const NEW_PASSWORD = 'Fresh#Pass42';

const login = (email: string, password: string) =>
  ctx.t.call('auth/login', { email, password }, ctx.anon);
const forget = (email: unknown) => ctx.t.call('user/forget', { email }, ctx.anon);
const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
  ctx.t.call('user/resetPassword', { token, password }, ctx.anon);
const mailsTo = (user: TestUser) =>
  ctx.mailbox.received.filter((m) => m.to.includes(user.email)).length;

const resetToken = async (user: TestUser) => {
  expect((await forget(user.email)).statusCode).toBe(200);
  await delivered(ctx);
  return ctx.mailbox.resetTokenFor(user.email);
};

describe('user/forget', () => {
  it('replies the same whether or not the account exists, and mails only a real one', async () => {
    const user = await buildUser(ctx.t);
    const known = await forget(user.email.toUpperCase());
    const unknown = await forget('nobody-here@georisk.test');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await delivered(ctx);
    const mail = ctx.mailbox.lastTo(user.email, /Reset your GeoRisk password/);
    expect(mail.body).toContain('http://georisk.test/forget?token=');
    expect(ctx.mailbox.received.some((m) => m.to.includes('nobody-here'))).toBe(false);
  });

  it('shows the spec message for a bad e-mail', async () => {
    for (const email of ['', 'no-at-sign', undefined, 42]) {
      const reply = await forget(email);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        code: CODES.invalidInput,
        message: MESSAGES.invalidEmail,
      });
    }
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const user = await buildUser(ctx.t);
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/user/forget',
      headers: {
        authorization: `Bearer ${ctx.anon}`,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
      payload: { email: user.email },
    });
    await delivered(ctx);
    expect(ctx.mailbox.lastTo(user.email, /Reset/).body).not.toContain('evil.example');
  });
});

describe('user/resetPassword', () => {
  it('sets the password once, revokes sessions, confirms by mail and does not log in', async () => {
    const user = await buildUser(ctx.t);
    const session = (await login(user.email, user.password)).json().user;
    const token = await resetToken(user);
    const reply = await reset(token);
    expect(reply.json()).toEqual({
      success: true,
      code: CODES.ok,
      message: 'Your password has been reset. Please login with the new password',
    });
    expect(reply.json()).not.toHaveProperty('user');
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await ctx.t.call('auth/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
    await delivered(ctx);
    expect(ctx.mailbox.lastTo(user.email, /password was changed/).body).toContain(
      'every other session was signed out',
    );
    const again = await reset(token, 'Other#Pass42');
    expect(again.json()).toEqual({
      success: false,
      code: CODES.resetTokenInvalid,
      message: MESSAGES.invalidToken,
    });
  });

  it('refuses an expired link and older links after a reset', async () => {
    const user = await buildUser(ctx.t);
    const older = await resetToken(user);
    const expired = await resetToken(user);
    await ctx.t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        eq(
          passwordResetTokens.tokenHash,
          sql`encode(sha256(convert_to(${expired}, 'UTF8')), 'hex')`,
        ),
      );
    expect((await reset(expired)).json().code).toBe(CODES.resetTokenInvalid);
    const newest = await resetToken(user);
    expect((await reset(newest)).statusCode).toBe(200);
    expect((await reset(older)).json().code).toBe(CODES.resetTokenInvalid);
  });

  it('checks the token, then the password rule', async () => {
    const cases: [unknown, unknown, string][] = [
      [undefined, NEW_PASSWORD, MESSAGES.invalidToken],
      ['', NEW_PASSWORD, MESSAGES.invalidToken],
      ['x'.repeat(600), NEW_PASSWORD, MESSAGES.invalidToken],
      ['some-token', 'weak', MESSAGES.invalidPassword],
    ];
    for (const [token, password, message] of cases) {
      const reply = await reset(token, password);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
  });
});

describe('user/updatePassword', () => {
  it("changes only the caller's own password, revokes its sessions and confirms by mail", async () => {
    const [user, other] = [await buildUser(ctx.t), await buildUser(ctx.t)];
    const session = (await login(user.email, user.password)).json().user;
    const before = mailsTo(user);
    const forbidden = await ctx.t.call(
      'user/updatePassword',
      { email: other.email, currentPassword: other.password, password: NEW_PASSWORD },
      user.token,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, code: CODES.forbidden });
    expect((await login(other.email, other.password)).statusCode).toBe(200);

    const wrong = await ctx.t.call(
      'user/updatePassword',
      { email: user.email, currentPassword: 'Guess#1234', password: NEW_PASSWORD },
      user.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.currentPasswordWrong });
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const reply = await ctx.t.call(
      'user/updatePassword',
      { email: user.email.toUpperCase(), currentPassword: user.password, password: NEW_PASSWORD },
      user.token,
    );
    expect(reply.json()).toEqual({
      success: true,
      code: CODES.ok,
      message: 'Password updated successfully',
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await ctx.t.call('auth/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
    await delivered(ctx);
    expect(mailsTo(user)).toBe(before + 1);
  });

  it('needs a user and shows the spec messages', async () => {
    const user = await buildUser(ctx.t);
    expect(
      (
        await ctx.t.call(
          'user/updatePassword',
          { email: user.email, currentPassword: user.password, password: NEW_PASSWORD },
          ctx.anon,
        )
      ).statusCode,
    ).toBe(401);
    const cases: [unknown, string][] = [
      [
        { email: 'bad', currentPassword: user.password, password: NEW_PASSWORD },
        MESSAGES.invalidEmail,
      ],
      [{ email: user.email, password: NEW_PASSWORD }, MESSAGES.currentPasswordRequired],
      [
        { email: user.email, currentPassword: '', password: NEW_PASSWORD },
        MESSAGES.currentPasswordRequired,
      ],
      [
        { email: user.email, currentPassword: user.password, password: 'short' },
        MESSAGES.invalidPassword,
      ],
      [{ email: user.email, currentPassword: user.password }, MESSAGES.invalidPassword],
    ];
    for (const [body, message] of cases) {
      const reply = await ctx.t.call('user/updatePassword', body, user.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ success: false, code: CODES.invalidInput, message });
    }
  });
});
