import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../db/database.js';
import { branches, exposureAlerts, feedSources, users } from '../db/schema.js';
import { setMailSecret } from '../mail/mail-seal.js';
import { sweepNewsAlerts } from '../modules/alerts/index.js';
import { pollFeedSource, prepareFeedReading } from '../modules/feeds/index.js';
import { benchDatabases, type Mode } from './bench-databases.js';
import { alertLatency, LATENCY_SAMPLES, oneItemFeed } from './ingest-latency.js';

/**
 * DESIGN section 6, "Ingest": 100 000 branches, at least 200 items/s on PGlite, an alert visible
 * within 1 s (p99) of its article's write.
 */
export const INGEST = {
  branches: 100_000,
  feeds: 5,
  itemsPerFeed: 200,
  minItemsPerS: 200,
  maxLatencyP99Ms: 1000,
};

const CITIES = [
  'Basra',
  'Kyiv',
  'Lagos',
  'Karachi',
  'Nairobi',
  'Caracas',
  'Manila',
  'Dhaka',
  'Kinshasa',
  'Lima',
  'Cairo',
  'Jakarta',
  'Bogotá',
  'Beirut',
  'Tripoli',
  'Mogadishu',
  'Khartoum',
  'Yangon',
  'Kabul',
  'Port-au-Prince',
];
const EVENTS = ['Explosion at a refinery near', 'Clashes reported in', 'Curfew declared in'];

const rss = (feed: number, base: string) => {
  const now = new Date().toUTCString();
  const items = Array.from({ length: INGEST.itemsPerFeed }, (_, i) => {
    const title = `${EVENTS[i % EVENTS.length]} ${CITIES[(feed * 7 + i) % CITIES.length]} (${feed}-${i})`;
    return `<item><title>${title}</title><link>${base}/news/${feed}-${i}</link><description>${title}. Witnesses describe the scene.</description><pubDate>${now}</pubDate></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench wire ${feed}</title><link>${base}</link><description>Bench</description>${items.join('')}</channel></rss>`;
};

/** A local server answering real RSS 2.0: one feed per path /feed/<n>. */
const startFeedServer = () =>
  new Promise<{ server: Server; base: string }>((resolve) => {
    const server = createServer((req, res) => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const one = /\/one\/(\d+)/.exec(req.url ?? '')?.[1];
      const feed = Number(/\/feed\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
      const body = one === undefined ? rss(feed, base) : oneItemFeed(Number(one), base);
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body);
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });

/** 100 000 branches of one customer over the inhabited latitudes, 50 km radius, High Risk. */
const seedBranches = async (db: Database) => {
  const [owner] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Branches',
      email: 'bench-branches@georisk.test',
      passwordHash: 'not-a-login',
      isActive: true,
    })
    .returning({ id: users.id });
  await db.execute(sql`
    insert into ${branches} (user_id, name, kind, lat, lon, country)
    select ${owner!.id}::uuid, 'Branch ' || i, 'office',
           -55 + (i * 7919 % 12500) / 100.0, -180 + (i * 104729 % 36000) / 100.0, 'FR'
      from generate_series(1::bigint, ${INGEST.branches}::bigint) as i`);
  await db.execute(sql`analyze ${branches}`);
};

export interface IngestResult {
  mode: Mode;
  items: number;
  alerts: number;
  seconds: number;
  /** Of which fetching, parsing, tagging and storing (the rest is the sweep's matching). */
  storeSeconds: number;
  /** Before the clock starts: the process's one-off gazetteer load and reading thread. */
  warmSeconds: number;
  /** Write -> alert visible in alert/list, with the sweep kicked (ingest-latency.ts), ms. */
  latency: { p50: number; p99: number; samples: number };
  itemsPerS: number;
}

/**
 * Feed items through fetch, parse, country and place tagging, storage, and the news sweep's
 * watch, stale and exposure matching against 100 000 branches, timed from the first fetch to
 * the last alert, on a fresh database.
 */
export const benchIngest = async (mode: Mode): Promise<IngestResult> => {
  // Alerts enqueue their e-mails (sealed at rest) as the server does.
  setMailSecret(randomBytes(32).toString('hex'));
  const database = await benchDatabases[mode]();
  const { server, base } = await startFeedServer();
  try {
    await database.handle.migrate();
    const db = database.handle.db;
    await seedBranches(db);
    const sources = await db
      .insert(feedSources)
      .values(
        Array.from({ length: INGEST.feeds }, (_, feed) => ({
          url: `${base}/feed/${feed}`,
          name: `Bench wire ${feed}`,
          defaultRiskLevel: feed % 2 === 0 ? 'Severe' : 'High Risk',
          everyItemIsAlert: true,
        })),
      )
      .returning();
    const warming = performance.now();
    await prepareFeedReading();
    const started = performance.now();
    let items = 0;
    for (const source of sources) {
      const outcome = await pollFeedSource(db, source, { allowPrivate: true });
      if (!outcome.ok) throw new Error(`bench feed failed: ${outcome.error}`);
      items += outcome.added;
    }
    const stored = performance.now();
    const sweep = () =>
      sweepNewsAlerts({ db, publicUrl: 'http://bench.invalid', notify: async () => {} });
    while ((await sweep()) > 0);
    const seconds = (performance.now() - started) / 1000;
    const storeSeconds = (stored - started) / 1000;
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(exposureAlerts);
    const alerts = counted?.n ?? 0;
    const warmSeconds = (started - warming) / 1000;
    const latency = await alertLatency(database.handle, base);
    return {
      mode,
      items,
      alerts,
      seconds,
      storeSeconds,
      warmSeconds,
      itemsPerS: items / seconds,
      latency,
    };
  } finally {
    server.close();
    await database.handle.close();
    await database.cleanup();
  }
};

export const ingestRow = (r: IngestResult) => {
  const pglite = r.mode === 'pglite';
  const fast = r.itemsPerS >= INGEST.minItemsPerS;
  const soon = r.latency.p99 < INGEST.maxLatencyP99Ms;
  return [
    `${r.mode.padEnd(8)} ${String(r.items).padStart(6)} items  ${String(r.alerts).padStart(6)} alerts`,
    `${r.seconds.toFixed(1).padStart(6)} s (store ${r.storeSeconds.toFixed(1)} s; warm-up ${r.warmSeconds.toFixed(1)} s before)`,
    `${r.itemsPerS.toFixed(0).padStart(5)} items/s ${pglite ? (fast ? 'ok' : 'MISSED') : ''}`,
    `write -> alert/list p50 ${r.latency.p50.toFixed(0)} ms p99 ${r.latency.p99.toFixed(0)} ms (${r.latency.samples} of ${LATENCY_SAMPLES}) ${soon ? 'ok' : 'MISSED'}`,
  ].join('  ');
};
