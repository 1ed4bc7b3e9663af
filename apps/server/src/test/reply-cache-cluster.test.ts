import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, call, clusterEnv, startDatabaseRelay } from './cluster.js';
import { exited, freePort, startServer } from './server-process.js';
import { migratedTestPostgresDatabase } from './test-database.js';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const ADMIN = { email: 'cache-admin@georisk.test', password: 'Admin#2026x' };
const PAIRS = 200;
/** Each way between the second server and PostgreSQL: its version checks outlast the first's writes. */
const DATABASE_DELAY_MS = 20;

/**
 * Two real servers on one PostgreSQL, each with its own reply cache kept hot by readers that never
 * stop: a read sent right after a write was acknowledged by the other server must see the write,
 * every time (docs/performance.md, "Caching"). The second server reaches the database through a
 * slow relay, so its version checks are in flight while the first server's writes commit and are
 * acknowledged: a check sent before a read started, or versions trusted for a moment (as after a
 * NOTIFY), would serve a stale copy here.
 */
describe.skipIf(!onPostgres)('reply cache across servers', () => {
  const servers: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof migratedTestPostgresDatabase>>;
  let bases: string[] = [];
  let relay: Awaited<ReturnType<typeof startDatabaseRelay>>;

  beforeAll(async () => {
    const ports = [await freePort(), await freePort()];
    bases = ports.map((port) => `http://127.0.0.1:${port}`);
    database = await migratedTestPostgresDatabase();
    const url = new URL(database.url);
    relay = await startDatabaseRelay(url, await freePort(), DATABASE_DELAY_MS);
    const env = clusterEnv(database.url, {
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    // One after the other: the second finds the database migrated and seeded.
    servers.push(await startServer({ ...env, PORT: String(ports[0]) }));
    const distant = relay.url(url.pathname.slice(1));
    servers.push(await startServer({ ...env, DATABASE_URL: distant, PORT: String(ports[1]) }));
  }, 180_000);
  afterAll(async () => {
    servers.forEach((server) => server.kill('SIGKILL'));
    await Promise.all(servers.map(exited));
    await relay.stop();
    await database.drop();
  });

  it('never answers a read sent after an acknowledged write with a copy from before it', async () => {
    const login = await call(bases[0]!, 'auth/login', ADMIN, {
      authorization: `Bearer ${await anonymousToken(bases[0]!)}`,
    });
    const user = login.json.user as { accessToken: string };
    const asAdmin = { authorization: `Bearer ${user.accessToken}` };
    const asVisitor = { authorization: `Bearer ${await anonymousToken(bases[0]!)}` };
    const created = await call(
      bases[0]!,
      'categories/insert',
      { name: `Watched ${randomUUID()}`, icon: 'globe', about: 'About it', is_active: true },
      asAdmin,
    );
    const categoryId = (created.json.categories as { categories_id: string }).categories_id;
    // The admin's dashboard is a private read (one copy per user); it lists the feeds by name.
    const feed = await call(
      bases[0]!,
      'feeds/insert',
      { url: `https://example.org/${randomUUID()}.xml`, name: 'Feed', defaultRiskLevel: 'Risk' },
      asAdmin,
    );
    const feedId = (feed.json.feeds as { feed_id: string }).feed_id;

    // Readers on both servers keep the copies hot and version checks in flight throughout.
    let reading = true;
    const hammer = async (base: string) => {
      while (reading) {
        await call(base, 'articles/list', {}, asVisitor);
        await call(base, 'categories/list', { limit: 500 }, asAdmin);
        await call(base, 'dashboard/get', {}, asAdmin);
      }
    };
    const readers = bases.flatMap((base) => [hammer(base), hammer(base), hammer(base)]);

    const stale: string[] = [];
    try {
      for (let i = 0; i < PAIRS; i += 1) {
        const writer = bases[i % 2]!;
        const reader = bases[(i + 1) % 2]!;
        const mark = `Mark ${i} ${randomUUID()}`;
        if (i % 3 === 2) {
          const written = await call(
            writer,
            'feeds/update',
            {
              feed_id: feedId,
              url: 'https://example.org/feed.xml',
              name: mark,
              defaultRiskLevel: 'Risk',
            },
            asAdmin,
          );
          expect(written.status).toBe(200);
          const read = await call(reader, 'dashboard/get', {}, asAdmin);
          const feeds = (read.json.dashboard as { admin: { feeds: { name: string }[] } }).admin
            .feeds;
          if (!feeds.some((f) => f.name === mark)) stale.push(`dashboard after write ${i}`);
        } else if (i % 3 === 0) {
          const written = await call(
            writer,
            'categories/update',
            {
              categories_id: categoryId,
              name: mark,
              icon: 'globe',
              about: 'About',
              is_active: true,
            },
            asAdmin,
          );
          expect(written.status).toBe(200);
          const read = await call(reader, 'categories/list', { limit: 500 }, asAdmin);
          const names = (read.json.categories as { name: string }[]).map((c) => c.name);
          if (!names.includes(mark)) stale.push(`categories after write ${i}`);
        } else {
          const written = await call(
            writer,
            'articles/insert',
            {
              title: mark,
              url: `https://news.example/${randomUUID()}`,
              publishedAt: new Date(Date.now() + i * 1000).toISOString(),
              sourceName: 'Wire',
              riskLevel: 'Risk',
              content: 'Details.',
              is_active: true,
            },
            asAdmin,
          );
          expect(written.status).toBe(200);
          const read = await call(reader, 'articles/list', {}, asVisitor);
          const titles = (read.json.articles as { title: string }[]).map((a) => a.title);
          if (!titles.includes(mark)) stale.push(`articles after write ${i}`);
        }
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    expect(stale).toEqual([]);
    // The readers were served copies: the cache was in play, not bypassed. A read may build a
    // new copy, and the last write's notice may still arrive and drop it (a loaded machine), so
    // the server gets a few reads to serve one from its copy; once is enough.
    let served = false;
    for (let attempt = 0; attempt < 20 && !served; attempt += 1) {
      const read = await call(bases[1]!, 'articles/list', {}, asVisitor);
      served = read.headers.get('x-cache') === 'hit';
      if (!served) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(served).toBe(true);
  }, 300_000);
});
