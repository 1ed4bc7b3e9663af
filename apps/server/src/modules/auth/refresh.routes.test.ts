import { CODES, MESSAGES } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let anon: string;
beforeAll(async () => {
  anon = await t.anonymousToken();
});

interface Session {
  accessToken: string;
  refreshToken: string;
  is_admin: boolean;
  is_partner: boolean;
}
const login = async (user: TestUser): Promise<Session> =>
  (await t.call('auth/login', { email: user.email, password: user.password }, anon)).json().user;
const refresh = (refreshToken: string) => t.call('auth/refresh', { refreshToken });
const expectSessionOver = (reply: Awaited<ReturnType<typeof refresh>>) => {
  expect(reply.statusCode).toBe(401);
  expect(reply.json()).toEqual({
    success: false,
    code: CODES.refreshTokenInvalid,
    message: 'Your session has expired. Please login again',
  });
};

describe('auth/refresh', () => {
  it('rotates: a new pair each time, without any access token', async () => {
    const session = await login(await buildUser(t));
    const reply = await refresh(session.refreshToken);
    expect(reply.statusCode).toBe(200);
    const next: Session = reply.json().user;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(await t.app.tokens.verify(next.accessToken)).toMatchObject({ kind: 'user' });
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const session = await login(await buildUser(t));
    const next: Session = (await refresh(session.refreshToken)).json().user;
    expectSessionOver(await refresh(session.refreshToken));
    // The legitimate holder of the newer token is signed out too: the family leaked.
    expectSessionOver(await refresh(next.refreshToken));
  });

  it('re-reads the roles from the database', async () => {
    const user = await buildUser(t);
    const session = await login(user);
    await t.database.db.update(users).set({ isPartner: true }).where(eq(users.id, user.id));
    const next: Session = (await refresh(session.refreshToken)).json().user;
    expect(next.is_partner).toBe(true);
    expect(await t.app.tokens.verify(next.accessToken)).toMatchObject({ is_partner: true });
  });

  it('refuses unknown tokens, deactivated accounts and bad input', async () => {
    expectSessionOver(await refresh('not-a-token-we-issued'));
    const user = await buildUser(t);
    const session = await login(user);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expectSessionOver(await refresh(session.refreshToken));
    const empty = await t.call('auth/refresh', {});
    expect(empty.json()).toEqual({
      success: false,
      code: CODES.invalidInput,
      message: MESSAGES.invalidToken,
    });
  });
});

describe('auth/logout', () => {
  it('revokes the given refresh token only', async () => {
    const user = await buildUser(t);
    const [a, b] = [await login(user), await login(user)];
    const reply = await t.call('auth/logout', { refreshToken: a.refreshToken }, a.accessToken);
    expect(reply.json()).toMatchObject({ success: true, message: 'Logged out successfully' });
    expectSessionOver(await refresh(a.refreshToken));
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it("revokes every session of the caller without a token, and never someone else's", async () => {
    const user = await buildUser(t);
    const other = await login(await buildUser(t));
    const [a, b] = [await login(user), await login(user)];
    await t.call('auth/logout', { refreshToken: other.refreshToken }, a.accessToken);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    await t.call('auth/logout', {}, a.accessToken);
    expectSessionOver(await refresh(a.refreshToken));
    expectSessionOver(await refresh(b.refreshToken));
  });

  it('needs a logged-in user', async () => {
    expect((await t.call('auth/logout', {}, anon)).statusCode).toBe(401);
    expect((await t.call('auth/logout', {})).statusCode).toBe(401);
  });
});
