import { CODES, MESSAGES } from '@georisk/contract';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, call, clusterEnv, sleep, startDatabaseRelay } from './cluster.js';
import { exited, freePort, startServer } from './server-process.js';
import { createTestPostgresDatabase } from './test-database.js';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const STATEMENT_TIMEOUT_MS = 1500;
let base = '';

const ready = async () => (await fetch(`${base}/api/health/ready`)).status;
const live = async () => (await fetch(`${base}/api/health/live`)).status;

/** Asks until the server answers 200 again (it recovers by itself; no restart). */
const recovered = async (token: string) => {
  for (let i = 0; i < 50; i += 1) {
    if (
      (await call(base, 'articles/list', {}, { authorization: `Bearer ${token}` })).status === 200
    )
      return true;
    await sleep(200);
  }
  return false;
};

const expectUnavailable = (reply: Awaited<ReturnType<typeof call>>) => {
  expect(reply.status).toBe(503);
  expect(reply.json).toEqual({
    success: false,
    code: CODES.unavailable,
    message: MESSAGES.unavailable,
  });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
};

/**
 * One server reaching PostgreSQL through a relay the test controls: absent at start, frozen
 * (connections open, no answer) and stopped. Each time the client gets the envelope's 503 with
 * Retry-After instead of a hang or a 500, and the server recovers by itself.
 */
describe.skipIf(!onPostgres)('database trouble', () => {
  let server: ChildProcess | undefined;
  let relay: Awaited<ReturnType<typeof startDatabaseRelay>>;
  let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let token = '';

  beforeAll(async () => {
    database = await createTestPostgresDatabase();
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    if (server) await exited(server);
    await relay?.stop();
    await database.drop();
  });

  it('waits for a database that is not there yet at start', async () => {
    const [port, relayPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    const name = new URL(database.url).pathname.slice(1);
    const env = clusterEnv(`postgres://postgres@127.0.0.1:${relayPort}/${name}`, {
      PORT: String(port),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
    // Nothing listens on the relay's port yet: the server must keep retrying, not exit.
    const starting = startServer(env);
    await sleep(3000);
    relay = await startDatabaseRelay(new URL(database.url), relayPort);
    server = await starting;
    expect(await ready()).toBe(200);
    token = await anonymousToken(base);
  }, 120_000);

  it('answers 503 GR503 with Retry-After while the database is frozen, then recovers', async () => {
    relay.freeze();
    try {
      expectUnavailable(
        await call(base, 'articles/list', {}, { authorization: `Bearer ${token}` }),
      );
      expect(await ready()).toBe(503);
      expect(await live()).toBe(200);
    } finally {
      relay.thaw();
    }
    expect(await recovered(token)).toBe(true);
    expect(await ready()).toBe(200);
  }, 60_000);

  it('answers 503 GR503 while the database is stopped, then recovers when it returns', async () => {
    await relay.stop();
    try {
      expectUnavailable(
        await call(base, 'articles/list', {}, { authorization: `Bearer ${token}` }),
      );
      expect(await ready()).toBe(503);
    } finally {
      await relay.start();
    }
    expect(await recovered(token)).toBe(true);
  }, 60_000);
});
