import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedSources } from '../../db/schema.js';
import { buildUser, type TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { fixture, startFixtureServer, type FixtureServer } from '../../test/feed-fixture-server.js';
import { pollDueFeeds } from './feed-scheduler.js';
import { claimDueSources } from './feed-sources.repository.js';
import { addFeed, articlesOf, sourceRow } from '../../test/feeds.test-helpers.js';

let t: TestApp;
let feeds: FixtureServer;
let admin: TestUser;
const quiet = { info: () => {} };

beforeAll(async () => {
  feeds = await startFixtureServer();
  feeds.serve('/rss.xml', fixture('rss.xml'));
  feeds.serve('/atom.xml', fixture('atom.xml'));
  t = await buildTestApp();
  admin = await buildUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe('the feed polling job', () => {
  it('polls every active source that is due, once, and skips inactive ones', async () => {
    const rss = await addFeed(t, admin.token, feeds.url('/rss.xml'));
    const atom = await addFeed(t, admin.token, feeds.url('/atom.xml'));
    await t.database.db
      .update(feedSources)
      .set({ isActive: false })
      .where(eq(feedSources.id, atom.feed_id));

    const newsSweep = { kick: vi.fn() };
    const polling = {
      db: t.database.db,
      minutes: 15,
      fetch: { allowPrivate: true },
      log: quiet,
      newsSweep,
    };
    // Two rounds at once (two servers' ticks): the source is polled by one of them.
    const polled = await Promise.all([pollDueFeeds(polling), pollDueFeeds(polling)]);
    expect(polled[0]! + polled[1]!).toBe(1);
    // The poll stored news: the news sweep is asked for at once, not left to its next round.
    expect(newsSweep.kick).toHaveBeenCalledTimes(1);
    // Polled just now: not due again within the interval.
    expect(await pollDueFeeds(polling)).toBe(0);
    expect(newsSweep.kick).toHaveBeenCalledTimes(1);

    expect(await articlesOf(t, rss.feed_id)).toHaveLength(3);
    expect((await sourceRow(t, rss.feed_id)).lastSuccessAt).not.toBeNull();
    expect(await articlesOf(t, atom.feed_id)).toHaveLength(0);
    expect((await sourceRow(t, atom.feed_id)).lastFetchedAt).toBeNull();
  });

  it('hands each due source to one claimant only (the multi-server claim)', async () => {
    await t.database.db.update(feedSources).set({ lastFetchedAt: null, isActive: true });
    const [first, second] = await Promise.all([
      claimDueSources(t.database.db, 60),
      claimDueSources(t.database.db, 60),
    ]);
    const claimed = [...(first ?? []), ...(second ?? [])].map((source) => source.id);
    expect(claimed).toHaveLength(2);
    expect(new Set(claimed).size).toBe(2);
    // Just stamped: not due again within the interval.
    expect(await claimDueSources(t.database.db, 60)).toHaveLength(0);
  });
});
