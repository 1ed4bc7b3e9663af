import type { Database } from '../../db/database.js';
import type { FeedFetchOptions } from './feed-fetcher.js';
import { pollFeedSource } from './feed-poller.js';
import { claimDueSources } from './feed-sources.repository.js';

interface SchedulerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface FeedScheduler {
  /** Starts the timer (and a first round); nothing happens when `minutes` is 0. */
  start(): void;
  /** Runs one round now unless one is already running; resolves when that round ends. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a running round to finish its current source. */
  stop(): Promise<void>;
}

/**
 * Polls every active source that is due, every `minutes` (0 disables). Rounds never overlap in
 * this process; across servers, claimDueSources hands each due source to exactly one of them.
 */
export const createFeedScheduler = (options: {
  db: Database;
  minutes: number;
  fetch: FeedFetchOptions;
  log: SchedulerLog;
}): FeedScheduler => {
  let round: Promise<void> | undefined;
  let stopped = false;
  // A little slack, so a timer that fires a moment early does not skip a whole interval.
  const dueAfterSeconds = Math.max(1, options.minutes * 60 - 5);

  const pollDue = async () => {
    const sources = await claimDueSources(options.db, dueAfterSeconds);
    for (const source of sources) {
      if (stopped) return;
      const outcome = await pollFeedSource(options.db, source, options.fetch);
      options.log.info({ feed: source.url, ...outcome }, 'feed polled');
    }
  };

  const runOnce = () => {
    round ??= pollDue()
      .catch((error: unknown) => options.log.error({ err: error }, 'feed polling failed'))
      .finally(() => {
        round = undefined;
      });
    return round;
  };

  let timer: NodeJS.Timeout | undefined;

  return {
    start: () => {
      if (options.minutes <= 0 || timer) return;
      timer = setInterval(() => void runOnce(), options.minutes * 60_000);
      // The poller must never keep the process alive on its own.
      timer.unref();
      void runOnce();
    },
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
    },
  };
};
