import { CODES, MESSAGES } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { otps } from '../../db/schema.js';
import { delivered, useAccountsApp } from '../../test/account-test-app.js';

const ctx = useAccountsApp();

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${randomUUID().slice(0, 8)}@georisk.test`,
  phone: '+447700900123',
  password: 'Secret#123',
  ...overrides,
});

const signUp = async (overrides: Record<string, unknown> = {}) => {
  const body = form(overrides);
  const reply = await ctx.t.call('user/insert', body, ctx.anon);
  expect(reply.statusCode).toBe(200);
  await delivered(ctx);
  return { ...body, userId: reply.json().user.user_id as string, reply };
};

const activate = (user_id: string, otp: string) =>
  ctx.t.call('user/active', { user_id, otp }, ctx.anon);
const resend = (user_id: string) => ctx.t.call('user/generateOtp', { user_id }, ctx.anon);
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const ageCodes = (userId: string, seconds: number) =>
  ctx.t.database.db
    .update(otps)
    .set({ createdAt: sql`${otps.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(otps.userId, userId));

describe('user/insert', () => {
  it('creates an inactive customer, replies without secrets and mails a 4-digit code', async () => {
    const user = await signUp();
    expect(user.reply.json()).toMatchObject({
      success: true,
      user: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        name: 'Ada Lovelace',
        email: user.email,
        is_active: false,
        is_customer: true,
        is_admin: false,
        is_partner: false,
      },
    });
    expect(Object.keys(user.reply.json().user)).not.toContain('password');
    expect(ctx.mailbox.otpFor(user.email)).toMatch(/^\d{4}$/);
  });

  it('refuses an e-mail already registered, in any case, with USR409', async () => {
    const user = await signUp();
    const again = await ctx.t.call(
      'user/insert',
      form({ email: user.email.toUpperCase() }),
      ctx.anon,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: CODES.emailTaken });
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const body = form();
    const replies = await Promise.all([
      ctx.t.call('user/insert', body, ctx.anon),
      ctx.t.call('user/insert', { ...body, email: body.email.toUpperCase() }, ctx.anon),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('shows the spec message of the first bad field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Ada1' }, MESSAGES.invalidFirstName],
      [{ firstName: undefined, lastName: '' }, MESSAGES.invalidFirstName],
      [{ lastName: 'L@ve' }, MESSAGES.invalidLastName],
      [{ email: 'ada@' }, MESSAGES.invalidEmail],
      [{ phone: '07700 900123' }, MESSAGES.invalidPhone],
      [{ phone: 'abc' }, MESSAGES.invalidPhone],
      [{ password: 'secret123' }, MESSAGES.invalidPassword],
      [{ lastName: '1', password: 'x' }, MESSAGES.invalidLastName],
    ];
    for (const [overrides, message] of cases) {
      const reply = await ctx.t.call('user/insert', form(overrides), ctx.anon);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json()).toEqual({ success: false, code: CODES.invalidInput, message });
    }
  });
});

describe('user/active', () => {
  it('activates with the mailed code, which then works only once', async () => {
    const user = await signUp();
    const code = ctx.mailbox.otpFor(user.email);
    const reply = await activate(user.userId, code);
    expect(reply.json()).toEqual({
      success: true,
      code: CODES.ok,
      message: 'Account Activated Successfully. Please login',
    });
    const login = await ctx.t.call(
      'auth/login',
      { email: user.email, password: user.password },
      ctx.anon,
    );
    expect(login.statusCode).toBe(200);
    expect((await activate(user.userId, code)).json().code).toBe(CODES.alreadyActive);
  });

  it('refuses an expired code', async () => {
    const user = await signUp();
    await ctx.t.database.db
      .update(otps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otps.userId, user.userId));
    const reply = await activate(user.userId, ctx.mailbox.otpFor(user.email));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe(CODES.otpExpired);
  });

  it('voids the code after five wrong tries', async () => {
    const user = await signUp();
    const code = ctx.mailbox.otpFor(user.email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const reply = await activate(user.userId, wrongCode(code));
      expect(reply.json().code).toBe(CODES.otpInvalid);
      messages.push(reply.json().message);
    }
    expect(messages[0]).toBe('Invalid OTP. 4 tries left');
    expect(messages[4]).toBe('Invalid OTP. This code is now void. Please request a new one');
    expect((await activate(user.userId, code)).json().code).toBe(CODES.otpExpired);
  });

  it('allows at most 20 tries a day per account across codes, kept in the database', async () => {
    const user = await signUp();
    const code = ctx.mailbox.otpFor(user.email);
    // Four earlier codes today, each voided by five wrong tries (as any server would record them).
    await ctx.t.database.db.insert(otps).values(
      Array.from({ length: 4 }, (_, i) => ({
        userId: user.userId,
        codeHash: `spent-${i}`,
        attempts: 5,
        expiresAt: sql`now() - interval '1 minute'`,
        createdAt: sql`now() - make_interval(hours => ${i + 1})`,
      })),
    );
    const capped = await activate(user.userId, code);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      success: false,
      code: CODES.rateLimited,
      message: 'Too many wrong codes for this account today. Please try again tomorrow',
    });
    // A day later those tries no longer count, and the live code works.
    await ctx.t.database.db
      .update(otps)
      .set({ createdAt: sql`${otps.createdAt} - interval '1 day'` })
      .where(sql`${otps.userId} = ${user.userId} and ${otps.codeHash} like 'spent-%'`);
    expect((await activate(user.userId, code)).statusCode).toBe(200);
  });

  it('shows the spec messages for a missing user or a bad number', async () => {
    const cases: [unknown, string][] = [
      [{ otp: '1234' }, MESSAGES.userInfoMissing],
      [{ user_id: '', otp: '1234' }, MESSAGES.userInfoMissing],
      [{ user_id: 'abc', otp: 'abc' }, MESSAGES.userInfoMissing],
      [{ user_id: randomUUID() }, MESSAGES.invalidNumber],
      [{ user_id: randomUUID(), otp: '12a4' }, MESSAGES.invalidNumber],
      [{ user_id: randomUUID(), otp: '12345' }, MESSAGES.invalidNumber],
    ];
    for (const [body, message] of cases) {
      const reply = await ctx.t.call('user/active', body, ctx.anon);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json()).toEqual({ success: false, code: CODES.invalidInput, message });
    }
    expect((await activate(randomUUID(), '1234')).statusCode).toBe(404);
  });
});

describe('user/generateOtp', () => {
  it('holds a 60 s cool-down, then mails a new code that voids the old one', async () => {
    const user = await signUp();
    const first = ctx.mailbox.otpFor(user.email);
    const early = await resend(user.userId);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: CODES.otpCoolDown });
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);

    await ageCodes(user.userId, 61);
    const later = await resend(user.userId);
    expect(later.json()).toMatchObject({
      success: true,
      message: 'A new OTP has been sent to your email',
    });
    await delivered(ctx);
    const second = ctx.mailbox.otpFor(user.email);
    // The earlier mail is worthless now: its code is no longer the live one.
    if (second !== first)
      expect((await activate(user.userId, first)).json().code).toBe(CODES.otpInvalid);
    expect((await activate(user.userId, second)).statusCode).toBe(200);
  });

  it('mails at most five codes per account per hour', async () => {
    const user = await signUp();
    for (let sent = 1; sent < 5; sent += 1) {
      await ageCodes(user.userId, 61);
      expect((await resend(user.userId)).statusCode).toBe(200);
    }
    await ageCodes(user.userId, 61);
    const sixth = await resend(user.userId);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe(CODES.otpCoolDown);
    await ageCodes(user.userId, 3600);
    expect((await resend(user.userId)).statusCode).toBe(200);
  });

  it('refuses an active account and shows the spec message without user_id', async () => {
    const user = await signUp();
    await activate(user.userId, ctx.mailbox.otpFor(user.email));
    expect((await resend(user.userId)).json().code).toBe(CODES.alreadyActive);
    const missing = await ctx.t.call('user/generateOtp', {}, ctx.anon);
    expect(missing.json()).toEqual({
      success: false,
      code: CODES.invalidInput,
      message: MESSAGES.userInfoMissing,
    });
  });
});
