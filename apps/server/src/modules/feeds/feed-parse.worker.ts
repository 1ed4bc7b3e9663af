import { parentPort } from 'node:worker_threads';
import { FeedError } from './feed-error.js';
import { parseFeedItems } from './feed-parser.js';
import type { ParseJob, ParseResult } from './feed-parse-thread.js';

/** Runs in the reading thread (feed-parse-thread.ts): one answer per feed, in the order sent. */
const parse = ({ xml, feedUrl, now }: ParseJob): ParseResult => {
  try {
    return { ok: true, items: parseFeedItems(xml, feedUrl, new Date(now)) };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof FeedError ? error.message : 'The feed could not be read',
    };
  }
};

parentPort?.on('message', ({ id, job }: { id: number; job: ParseJob }) => {
  parentPort?.postMessage({ id, result: parse(job) });
});
