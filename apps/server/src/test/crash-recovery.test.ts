import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openEmbedded } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { users } from '../db/schema.js';
import { exited, freePort, startServer } from './server-process.js';
import { migratedTestPostgresDatabase } from './test-database.js';

/**
 * SIGKILL in the middle of a burst of sign-ups: after a restart every acknowledged account is
 * there, the database opens cleanly, and the activation mail of each is delivered (the outbox
 * survives the crash).
 */
describe('crash recovery', () => {
  const received = new Set<string>();
  let smtp: SMTPServer;
  let smtpPort = 0;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let openDatabase: () => Promise<DatabaseHandle>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, callback) => {
        received.add(address.address.toLowerCase());
        callback();
      },
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    // The server is killed mid-session on purpose; the dropped connection is expected, not a failure.
    smtp.on('error', () => {});
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
    // A port nothing listens on (a random one in a range once met MariaDB's 3306 in CI).
    const port = String(await freePort());
    // The test stands in for a trusted proxy, so each sign-up can come from its own address.
    const common = { PORT: port, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TRUST_PROXY: 'true' };
    if (process.env.TEST_DB_DRIVER === 'postgres') {
      const db = await migratedTestPostgresDatabase();
      env = { ...common, DATABASE_URL: db.url, JWT_SECRET: randomBytes(32).toString('hex') };
      openDatabase = async () => openPostgres(db.url);
      cleanup = db.drop;
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'georisk-crash-'));
      env = { ...common, DATA_DIR: dataDir };
      openDatabase = () => openEmbedded(dataDir);
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await cleanup();
  });

  it('keeps every acknowledged write and delivers queued mail after SIGKILL', async () => {
    const server = await startServer(env);
    const base = `http://127.0.0.1:${env.PORT}/api`;
    const { accessToken } = (await (
      await fetch(`${base}/auth/generic`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { accessToken: string };

    const acknowledged: string[] = [];
    const signUp = async (i: number) => {
      const email = `crash-${i}-${randomBytes(3).toString('hex')}@georisk.test`;
      try {
        const res = await fetch(`${base}/user/insert`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${accessToken}`,
            // Distinct client addresses, so per-IP sign-up limits do not cut the burst short.
            'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${i % 250}`,
          },
          body: JSON.stringify({
            firstName: 'Crash',
            lastName: 'Test',
            email,
            phone: '+447700900123',
            password: 'Secret#123',
          }),
        });
        if (res.status === 200) acknowledged.push(email);
      } catch {
        // The connection died with the server: not acknowledged.
      }
    };
    const burst = Promise.all(Array.from({ length: 60 }, (_, i) => signUp(i)));
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    await Promise.all([burst, exited(server)]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    const restarted = await startServer(env);
    try {
      // PostgreSQL may have several dispatchers, so a message leased by the killed one waits for
      // its 30 s lease to expire; the embedded database frees such leases at start.
      for (let i = 0; i < 250 && acknowledged.some((e) => !received.has(e.toLowerCase())); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(acknowledged.filter((e) => !received.has(e.toLowerCase()))).toEqual([]);
    } finally {
      restarted.kill('SIGTERM');
      await exited(restarted);
    }

    const handle = await openDatabase();
    try {
      const rows = await handle.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, acknowledged));
      expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    } finally {
      await handle.close();
    }
  }, 240_000);
});
