import type { Database } from '../../db/database.js';
import type { JobRunner } from '../../jobs/index.js';
import type { FeedFetchOptions } from './feed-fetcher.js';
import { pollFeedSource } from './feed-poller.js';
import { claimDueSources } from './feed-sources.repository.js';

interface SchedulerLog {
  info(object: object, message: string): void;
}

interface FeedPolling {
  db: Database;
  /** FEED_POLL_MINUTES: how often each active source is polled; 0 turns the schedule off. */
  minutes: number;
  fetch: FeedFetchOptions;
  log: SchedulerLog;
  /** The news sweep (modules/alerts), kicked after each poll that stored news. */
  newsSweep?: { kick(): void };
}

/** The queue's tick: sources are due every `minutes`, looked for every minute. */
const TICK_SECONDS = 60;

/**
 * Polls every active source that is due; returns how many it polled. claimDueSources stamps each
 * due source as it hands it out, so rounds running at once on several servers (or here) never
 * poll one source twice in an interval.
 */
export const pollDueFeeds = async ({ db, minutes, fetch, log, newsSweep }: FeedPolling) => {
  // Half a tick of slack, so a source is not left for a whole extra tick by a moment's lateness.
  const sources = await claimDueSources(db, Math.max(1, minutes * 60 - TICK_SECONDS / 2));
  for (const source of sources) {
    const outcome = await pollFeedSource(db, source, fetch);
    log.info({ feed: source.url, ...outcome }, 'feed polled');
    if (outcome.ok && outcome.added > 0) newsSweep?.kick();
  }
  return sources.length;
};

/** Feed polling as a recurring job (jobs/); admins' "Fetch now" polls directly, schedule or not. */
export const scheduleFeedPolling = (jobs: JobRunner, polling: FeedPolling) =>
  jobs.recurring('feeds-poll', polling.minutes > 0 ? TICK_SECONDS : 0, async () => {
    await pollDueFeeds(polling);
  });
