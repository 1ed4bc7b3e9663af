import { parentPort, workerData } from 'node:worker_threads';
import { FeedError } from './feed-error.js';
import { parseFeedItems } from './feed-parser.js';
import type { ParseJob, ParseResult } from './feed-parse-thread.js';

// Runs in a worker thread (feed-parse-thread.ts): one feed, one answer, then the thread ends.
const { xml, feedUrl, now } = workerData as ParseJob;
let result: ParseResult;
try {
  result = { ok: true, items: parseFeedItems(xml, feedUrl, new Date(now)) };
} catch (error) {
  result = {
    ok: false,
    error: error instanceof FeedError ? error.message : 'The feed could not be read',
  };
}
parentPort?.postMessage(result);
