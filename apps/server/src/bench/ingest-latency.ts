import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '../db/database.js';
import { branches, feedSources, users } from '../db/schema.js';
import type { UserCaller } from '../domain/caller.js';
import { createJobRunner } from '../jobs/index.js';
import { scheduleNewsAlerts } from '../modules/alerts/index.js';
import { alertsOf } from '../modules/exposure-alerts/index.js';
import { pollFeedSource } from '../modules/feeds/index.js';

/** How many single articles are written, one after the other, each waited for in alert/list. */
export const LATENCY_SAMPLES = 60;
const BASRA = { lat: 30.5, lon: 47.8 };
/** A sample whose alert never comes stops the bench with the reason instead of waiting forever. */
const SAMPLE_LIMIT_MS = 30_000;
const quiet = { info: () => {}, warn: () => {} };

/** Five letters spelling `n` in base 26: distinct numbers give distinct headline stems. */
const letters = (n: number) =>
  Array.from({ length: 5 }, (_, i) =>
    String.fromCharCode(97 + (Math.floor(n / 26 ** (4 - i)) % 26)),
  ).join('');

/**
 * One item near Basra, its title unique to sample `n` (the feed server's `/one/<n>`). Each is a
 * happening of its own: three words no other sample shares, so no two samples form one event
 * (an event raises one exposure alert per branch: docs/rules/news.md, "Events").
 */
export const oneItemFeed = (n: number, base: string) => {
  const words = [0, 1, 2].map((k) => letters(n * 3 + k + 1000)).join(' ');
  const title = `${words} near Basra (latency ${n})`;
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench latency</title><link>${base}</link><description>Bench</description><item><title>${title}</title><link>${base}/latency/${n}</link><description>${title}.</description><pubDate>${new Date().toUTCString()}</pubDate></item></channel></rss>`;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Write -> alert visible (DESIGN section 6): as the server runs it, with the job runner started
 * and the news sweep kicked after each poll that stored news (feed-scheduler.ts). Each sample
 * polls a one-item feed (the article's write commits when the poll returns), kicks, and reads
 * alert/list's query (`alertsOf`, as the branch owner) every 5 ms until the article's alert is in
 * it. Milliseconds, one sample at a time.
 */
export const alertLatency = async (handle: DatabaseHandle, base: string) => {
  const db = handle.db;
  const [owner] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Latency',
      email: 'bench-latency@georisk.test',
      passwordHash: 'not-a-login',
      isActive: true,
    })
    .returning();
  await db
    .insert(branches)
    .values({ userId: owner!.id, name: 'Basra office', kind: 'office', ...BASRA, country: 'IQ' });
  const caller: UserCaller = {
    kind: 'user',
    userId: owner!.id,
    sessionVersion: owner!.sessionVersion,
    is_admin: false,
    is_partner: false,
    is_customer: true,
  };
  const jobs = createJobRunner({ database: handle, log: quiet });
  const newsSweep = scheduleNewsAlerts(jobs, {
    db,
    publicUrl: 'http://bench.invalid',
    notify: async () => {},
  });
  await jobs.start({ soleProcess: handle.driver === 'pglite' });
  const took: number[] = [];
  try {
    for (let n = 0; n < LATENCY_SAMPLES; n += 1) {
      const [source] = await db
        .insert(feedSources)
        .values({
          url: `${base}/one/${n}`,
          name: `Bench latency ${n}`,
          defaultRiskLevel: 'Severe',
          everyItemIsAlert: true,
        })
        .returning();
      const outcome = await pollFeedSource(db, source!, { allowPrivate: true });
      if (!outcome.ok || outcome.added !== 1)
        throw new Error('bench latency: the item was not stored');
      const written = performance.now();
      newsSweep.kick();
      const marker = `(latency ${n})`;
      for (;;) {
        const page = await alertsOf(db, caller, { limit: 5 });
        if (page.ok && JSON.stringify(page.value.rows).includes(marker)) break;
        if (performance.now() - written > SAMPLE_LIMIT_MS) {
          throw new Error(`bench latency: no alert for sample ${n} after ${SAMPLE_LIMIT_MS} ms`);
        }
        await sleep(5);
      }
      took.push(performance.now() - written);
    }
  } finally {
    await jobs.stop(5000);
  }
  const sorted = [...took].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: sorted.length };
};
