import { CODES, MESSAGES } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let anon: string;
beforeAll(async () => {
  anon = await t.anonymousToken();
});

const login = (email: string, password: string) => t.call('auth/login', { email, password }, anon);

describe('auth/login', () => {
  it('returns the login state of an active user', async () => {
    const user = await buildUser(t, { role: 'partner' });
    const reply = await login(user.email.toUpperCase(), user.password);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      success: true,
      code: CODES.ok,
      user: {
        user_id: user.id,
        name: user.name,
        email: user.email,
        is_partner: true,
        is_admin: false,
        is_customer: false,
      },
    });
    expect(body.user.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.app.tokens.verify(body.user.accessToken)).toMatchObject({
      kind: 'user',
      userId: user.id,
      is_partner: true,
    });
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const user = await buildUser(t);
    const unknown = await login('nobody@georisk.test', user.password);
    const wrong = await login(user.email, 'Wrong#Pass1');
    for (const reply of [unknown, wrong]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({
        success: false,
        code: CODES.invalidCredentials,
        message: 'Invalid Email or Password',
      });
    }
  });

  it('answers PAY032 with the user_id for the right password on an inactive account', async () => {
    const user = await buildUser(t, { active: false });
    const reply = await login(user.email, user.password);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      success: false,
      code: CODES.accountNotActivated,
      user_id: user.id,
    });
    expect((await login(user.email, 'Wrong#Pass1')).json().code).toBe(CODES.invalidCredentials);
  });

  it('shows the spec messages for bad input, email first', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', password: 'x' }, MESSAGES.invalidEmail],
      [{ password: 'Secret#123' }, MESSAGES.invalidEmail],
      [{ email: 'a@b.co', password: 'weakpass' }, MESSAGES.invalidPassword],
      [{ email: 'a@b.co' }, MESSAGES.invalidPassword],
      [{ email: 'a@b.co', password: `Aa1#${'x'.repeat(130)}` }, MESSAGES.passwordTooLong],
    ];
    for (const [body, message] of cases) {
      const reply = await t.call('auth/login', body, anon);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ success: false, code: CODES.invalidInput, message });
    }
  });

  it('needs at least an anonymous token', async () => {
    const user = await buildUser(t);
    expect(
      (await t.call('auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
  });

  it('limits rapid attempts on one account with 429', async () => {
    const user = await buildUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await login(user.email, 'Wrong#Pass1')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await login(user.email, user.password);
    expect(limited.json()).toMatchObject({ success: false, code: CODES.rateLimited });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds$/);
    // Another account from the same address is not locked out.
    const other = await buildUser(t);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });
});
