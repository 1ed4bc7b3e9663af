import { Worker } from 'node:worker_threads';
import { FeedError } from './feed-error.js';
import type { FeedItem } from './feed-parser.js';

export interface ParseJob {
  xml: string;
  feedUrl: string;
  /** Epoch ms: items without a date are news as of this moment. */
  now: number;
}

export type ParseResult = { ok: true; items: FeedItem[] } | { ok: false; error: string };

/** Far more than a real 2 MB feed needs; a parse still running then is killed. */
export const FEED_PARSE_TIMEOUT_MS = 10_000;

const WORKER = new URL('./feed-parse.worker.mjs', import.meta.url);

/**
 * Parses a fetched feed (XML, items, HTML to text) in a worker thread, so a hostile or merely
 * large feed never holds the event loop that answers API requests, and a parse that runs past
 * `timeoutMs` (or past the worker's memory cap) is killed and fails as a FeedError
 * (docs/security.md, "Input and feeds").
 */
export const parseFeedOffThread = (
  xml: string,
  feedUrl: string,
  timeoutMs: number = FEED_PARSE_TIMEOUT_MS,
  now = new Date(),
): Promise<FeedItem[]> =>
  new Promise((resolve, reject) => {
    const job: ParseJob = { xml, feedUrl, now: now.getTime() };
    const worker = new Worker(WORKER, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let settled = false;
    const settle = (outcome: ParseResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome.ok) resolve(outcome.items);
      else reject(new FeedError(outcome.error));
    };
    const timer = setTimeout(
      () =>
        settle({ ok: false, error: `Refused: reading the feed took over ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
    worker.once('message', settle);
    worker.once('error', (error) =>
      settle({ ok: false, error: `The feed could not be read (${error.message})` }),
    );
    worker.once('exit', () => settle({ ok: false, error: 'The feed could not be read' }));
  });
