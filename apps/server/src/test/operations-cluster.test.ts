import { CODES, CONSULTING_AREAS } from '@georisk/contract';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/postgres.js';
import { categories, mailOutbox } from '../db/schema.js';
import { setMailSecret } from '../mail/mail-seal.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import {
  alive,
  anonymousToken,
  call,
  childPids,
  clusterEnv,
  sleep,
  startSlowSmtp,
} from './cluster.js';
import { exited, freePort, startServer } from './server-process.js';
import { createTestPostgresDatabase } from './test-database.js';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const SERVERS = 5;
const ADMIN = { email: 'ops-admin@georisk.test', password: 'Admin#2026x' };
/** Each message takes this long to be accepted, as a slow relay would. */
const SMTP_DELAY_MS = 4000;

/**
 * Several real servers on one empty PostgreSQL, started together: all come up; they count one
 * account's failed logins together whatever address each attempt uses; and with a slow SMTP peer
 * each queued message arrives once (docs/operations.md).
 */
describe.skipIf(!onPostgres)('several servers on one PostgreSQL', () => {
  let servers: ChildProcess[] = [];
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
  let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  const ports: number[] = [];
  let bases: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < SERVERS; i += 1) ports.push(await freePort());
    bases = ports.map((port) => `http://127.0.0.1:${port}`);
    database = await createTestPostgresDatabase();
    smtp = await startSlowSmtp(SMTP_DELAY_MS);
  });
  afterAll(async () => {
    servers.forEach((server) => server.kill('SIGKILL'));
    await Promise.all(servers.map(exited));
    await smtp.close();
    await database.drop();
  });

  // One secret for every server of the cluster; the test seals the mail it queues with it too.
  let env: ReturnType<typeof clusterEnv>;

  it('all start together on an empty database, seeded once', async () => {
    env = clusterEnv(database.url, {
      SMTP_URL: smtp.url,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    // The first server is a supervisor of two workers on one port (WEB_CONCURRENCY).
    const started = await Promise.allSettled(
      ports.map((port, i) =>
        startServer({ ...env, PORT: String(port), ...(i === 0 ? { WEB_CONCURRENCY: '2' } : {}) }),
      ),
    );
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
    const handle = openPostgres(database.url);
    try {
      const names = (await handle.db.select().from(categories)).map((c) => c.name).sort();
      expect(names).toEqual([...CONSULTING_AREAS].sort());
    } finally {
      await handle.close();
    }
    const login = await call(bases[1]!, 'auth/login', ADMIN, {
      authorization: `Bearer ${await anonymousToken(bases[1]!)}`,
    });
    expect(login.status).toBe(200);
  }, 180_000);

  it('holds the per-account login limit across servers and rotating client addresses', async () => {
    // Unknown accounts are limited too (a guesser cannot tell them apart).
    const account = `someone-${randomBytes(3).toString('hex')}@georisk.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const base = bases[i % 3]!;
      const reply = await call(
        base,
        'auth/login',
        { email: i % 2 ? account.toUpperCase() : account, password: 'Wrong#Password1' },
        {
          authorization: `Bearer ${await anonymousToken(base)}`,
          'x-forwarded-for': `10.9.${i}.1`,
        },
      );
      statuses.push(reply.status);
      if (reply.status === 429) expect(reply.json.code).toBe(CODES.rateLimited);
    }
    // Ten tries a minute per account (modules/accounts/rate-limits.ts), whichever server answered.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });

  it('sends each queued message once although SMTP is slow and every server dispatches', async () => {
    const emails = Array.from(
      { length: 12 },
      (_, i) => `slow-${i}-${randomBytes(3).toString('hex')}@georisk.test`,
    );
    setMailSecret(env.JWT_SECRET);
    const handle = openPostgres(database.url);
    try {
      // A burst queued at once (as by a busy minute of sign-ups): whichever dispatcher wakes
      // first finds all of it due. Sending it takes 12 x 4 s, longer than one 30 s lease.
      await handle.db.transaction(async (tx) => {
        for (const to of emails) {
          await enqueueMail(tx, { to, subject: 'Slow relay', text: 'Hello', html: '<p>Hello</p>' });
        }
      });
      // Wait until the outbox holds nothing unsent: no later dispatch can then repeat a message.
      for (let i = 0; i < 600; i += 1) {
        const pending = await handle.db.$count(mailOutbox, sql`${mailOutbox.sentAt} is null`);
        if (pending === 0) break;
        await sleep(200);
      }
    } finally {
      await handle.close();
    }
    expect(emails.map((email) => smtp.deliveries.get(email) ?? 0)).toEqual(emails.map(() => 1));
  }, 150_000);

  it('runs WEB_CONCURRENCY workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const supervisor = servers[0]!;
    const workers = childPids(supervisor.pid!);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, 'SIGKILL');
    let replaced: number[] = [];
    for (let i = 0; i < 600 && replaced.length < 2; i += 1) {
      await sleep(100);
      replaced = childPids(supervisor.pid!);
    }
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    expect(replaced).toContain(workers[1]);
    // Each new connection goes to the next worker: every one of a burst is answered.
    for (let i = 0; i < 600; i += 1) {
      const ready = await fetch(`${bases[0]}/api/health/ready`).catch(() => null);
      if (ready?.status === 200) break;
      await sleep(100);
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(bases[0]!, 'auth/generic').then((r) => r.status)),
    );
    expect(answers).toEqual(answers.map(() => 200));
    supervisor.kill('SIGTERM');
    await exited(supervisor);
    expect(supervisor.exitCode).toBe(0);
    expect(replaced.filter((pid) => alive(pid))).toEqual([]);
  }, 120_000);
});
