import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, call, clusterEnv, sleep } from '../../test/cluster.js';
import { exited, freePort, startServer } from '../../test/server-process.js';
import { migratedTestPostgresDatabase } from '../../test/test-database.js';
import { SESSION_STATE_MAX_AGE_MS } from '../accounts/index.js';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const ADMIN = { email: 'sessions-admin@georisk.test', password: 'Admin#2026x' };

/**
 * Two real servers on one PostgreSQL (docs/rules/accounts.md, "Sessions"): a session revoked on
 * one stops being accepted by the other within the session guard's second, with no messaging
 * between them, while the caller's other session goes on working there.
 */
describe.skipIf(!onPostgres)('session revocation across servers', () => {
  const servers: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof migratedTestPostgresDatabase>>;
  let bases: string[] = [];

  beforeAll(async () => {
    const ports = [await freePort(), await freePort()];
    bases = ports.map((port) => `http://127.0.0.1:${port}`);
    database = await migratedTestPostgresDatabase();
    const env = clusterEnv(database.url, {
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(await startServer({ ...env, PORT: String(ports[0]) }));
    servers.push(await startServer({ ...env, PORT: String(ports[1]) }));
  }, 180_000);
  afterAll(async () => {
    servers.forEach((server) => server.kill('SIGKILL'));
    await Promise.all(servers.map(exited));
    await database.drop();
  });

  it("stops a revoked session's access token on the other server within a second", async () => {
    const [first, second] = [bases[0]!, bases[1]!];
    const login = async (base: string, userAgent: string) => {
      const reply = await call(base, 'auth/login', ADMIN, {
        authorization: `Bearer ${await anonymousToken(base)}`,
        'user-agent': userAgent,
      });
      return reply.json.user as { accessToken: string };
    };
    const keeper = await login(first, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0');
    const lost = await login(second, 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0');
    const asLost = { authorization: `Bearer ${lost.accessToken}` };
    const asKeeper = { authorization: `Bearer ${keeper.accessToken}` };
    expect((await call(second, 'session/list', {}, asLost)).status).toBe(200);

    const listed = await call(first, 'session/list', {}, asKeeper);
    const sessions = listed.json.sessions as { session_id: string; current: boolean }[];
    const target = sessions.find((session) => !session.current)!;
    expect(
      (await call(first, 'session/revoke', { session_id: target.session_id }, asKeeper)).status,
    ).toBe(200);

    await sleep(SESSION_STATE_MAX_AGE_MS + 100);
    expect((await call(second, 'session/list', {}, asLost)).status).toBe(401);
    expect((await call(second, 'session/list', {}, asKeeper)).status).toBe(200);
  });
});
