import { API_PREFIX, SESSION_MESSAGES } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { SESSION_STATE_MAX_AGE_MS } from '../accounts/index.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildAnotherApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let anon: string;
beforeAll(async () => {
  anon = await t.anonymousToken();
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}
const loginFrom = async (user: TestUser, userAgent: string): Promise<Tokens> => {
  const reply = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/auth/login`,
    headers: { authorization: `Bearer ${anon}`, 'user-agent': userAgent },
    payload: { email: user.email, password: user.password },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().user;
};
const list = async (token: string) => {
  const reply = await t.call('session/list', {}, token);
  expect(reply.statusCode).toBe(200);
  return reply.json().sessions as { session_id: string; device: string; current: boolean }[];
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session/list', () => {
  it("lists the caller's logins with their device, this one marked current", async () => {
    const user = await buildUser(t);
    const laptop = await loginFrom(user, CHROME);
    await loginFrom(user, FIREFOX);
    await loginFrom(await buildUser(t), CHROME); // someone else's
    const sessions = await list(laptop.accessToken);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.device).sort()).toEqual([
      'Chrome 131 on Linux',
      'Firefox 133 on Windows',
    ]);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome 131 on Linux']);
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1' });
  });

  it('keeps one session across refreshes, and drops logged-out ones', async () => {
    const user = await buildUser(t);
    const first = await loginFrom(user, CHROME);
    const refreshed = (await t.call('auth/refresh', { refreshToken: first.refreshToken })).json()
      .user as Tokens;
    const [session] = await list(refreshed.accessToken);
    expect((await list(refreshed.accessToken)).length).toBe(1);
    expect(session?.current).toBe(true);
    await t.call('auth/logout', { refreshToken: refreshed.refreshToken }, refreshed.accessToken);
    const other = await loginFrom(user, FIREFOX);
    expect((await list(other.accessToken)).map((s) => s.device)).toEqual([
      'Firefox 133 on Windows',
    ]);
  });
});

describe('session/revoke', () => {
  it("ends the session's refresh and access tokens, audited, and nothing else", async () => {
    const user = await buildUser(t);
    const [mine, stolen] = [await loginFrom(user, CHROME), await loginFrom(user, FIREFOX)];
    const target = (await list(mine.accessToken)).find((s) => !s.current)!;
    const reply = await t.call(
      'session/revoke',
      { session_id: target.session_id },
      mine.accessToken,
    );
    expect(reply.json()).toMatchObject({ success: true, message: SESSION_MESSAGES.revoked });
    expect((await t.call('session/list', {}, stolen.accessToken)).statusCode).toBe(401);
    expect((await t.call('auth/refresh', { refreshToken: stolen.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await list(mine.accessToken)).map((s) => s.session_id)).not.toContain(
      target.session_id,
    );
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'auth.session_revoke'),
          eq(auditEvents.targetId, target.session_id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: user.id });
  });

  it("answers 404 for someone else's or an ended session, and 400 for a bad id", async () => {
    const [alice, bob] = [await buildUser(t), await buildUser(t)];
    const a = await loginFrom(alice, CHROME);
    const b = await loginFrom(bob, CHROME);
    const [bobs] = await list(b.accessToken);
    const refused = await t.call('session/revoke', { session_id: bobs!.session_id }, a.accessToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SESSION_MESSAGES.notFound);
    expect((await list(b.accessToken)).length).toBe(1);
    const [own] = await list(a.accessToken);
    await t.call('session/revoke', { session_id: own!.session_id }, a.accessToken);
    const again = await loginFrom(alice, CHROME);
    const twice = await t.call(
      'session/revoke',
      { session_id: own!.session_id },
      again.accessToken,
    );
    expect(twice.statusCode).toBe(404);
    const bad = await t.call('session/revoke', { session_id: 'nope' }, again.accessToken);
    expect(bad.statusCode).toBe(400);
  });
});

describe('on another server on the same database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildAnotherApp(t);
  });
  afterAll(() => other.close());

  it('a revoked session stops within the session-state cache time', async () => {
    const user = await buildUser(t);
    const [mine, theirs] = [await loginFrom(user, CHROME), await loginFrom(user, FIREFOX)];
    const listOnOther = () =>
      other.inject({
        method: 'POST',
        url: `${API_PREFIX}/session/list`,
        headers: { authorization: `Bearer ${theirs.accessToken}` },
        payload: {},
      });
    expect((await listOnOther()).statusCode).toBe(200);
    const target = (await list(mine.accessToken)).find((s) => !s.current)!;
    await t.call('session/revoke', { session_id: target.session_id }, mine.accessToken);
    await sleep(SESSION_STATE_MAX_AGE_MS + 50);
    expect((await listOnOther()).statusCode).toBe(401);
  });
});
