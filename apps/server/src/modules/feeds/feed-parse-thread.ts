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
 * The reading thread, kept between feeds: starting one (tsx and the parsers loaded again) took
 * about a second, most of a poll's time (docs/performance.md, "Ingest"). It is killed when a
 * parse runs past its time or memory, and the next feed starts a fresh one.
 */
let reader: Worker | undefined;
/** One feed at a time on the thread, in the order asked. */
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;

const readerThread = () => {
  if (!reader) {
    const worker = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    // An idle reader never keeps the process alive.
    worker.unref();
    worker.once('exit', () => {
      if (reader === worker) reader = undefined;
    });
    reader = worker;
  }
  return reader;
};

const parseOnThread = (job: ParseJob, timeoutMs: number): Promise<ParseResult> =>
  new Promise((resolve) => {
    const worker = readerThread();
    const id = (nextId += 1);
    const settle = (outcome: ParseResult, kill: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (kill) {
        if (reader === worker) reader = undefined;
        void worker.terminate();
      }
      resolve(outcome);
    };
    const onMessage = (reply: { id: number; result: ParseResult }) => {
      if (reply.id === id) settle(reply.result, false);
    };
    const onError = (error: Error) =>
      settle({ ok: false, error: `The feed could not be read (${error.message})` }, true);
    const onExit = () => settle({ ok: false, error: 'The feed could not be read' }, true);
    const timer = setTimeout(
      () =>
        settle(
          { ok: false, error: `Refused: reading the feed took over ${timeoutMs / 1000} s` },
          true,
        ),
      timeoutMs,
    );
    worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    worker.postMessage({ id, job });
  });

/**
 * Parses a fetched feed (XML, items, HTML to text) in a worker thread, so a hostile or merely
 * large feed never holds the event loop that answers API requests, and a parse that runs past
 * `timeoutMs` (or past the worker's memory cap) is killed and fails as a FeedError
 * (docs/security.md, "Input and feeds"). The time counts from when this feed's turn comes.
 */
export const parseFeedOffThread = async (
  xml: string,
  feedUrl: string,
  timeoutMs: number = FEED_PARSE_TIMEOUT_MS,
  now = new Date(),
): Promise<FeedItem[]> => {
  const job: ParseJob = { xml, feedUrl, now: now.getTime() };
  const turn = queue.then(() => parseOnThread(job, timeoutMs));
  queue = turn;
  const outcome = await turn;
  if (!outcome.ok) throw new FeedError(outcome.error);
  return outcome.items;
};
