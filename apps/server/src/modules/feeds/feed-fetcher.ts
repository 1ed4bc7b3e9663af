import { fetch, type Dispatcher, type Response } from 'undici';
import { FeedError } from './feed-error.js';
import { publicOnlyAgent, RefusedAddressError } from '../../net/public-only-agent.js';

export interface FeedFetchOptions {
  /** Let feeds live on private, loopback or link-local hosts (tests, local use). Default false. */
  allowPrivate?: boolean;
  /** For the whole fetch: name lookup, connection, every redirect and the body. Default 10 s. */
  timeoutMs?: number;
  /** Bodies past this size are refused while streaming. Default 2 MB. */
  maxBytes?: number;
  /** Reading the fetched feed (in a worker thread) is killed past this. Default 10 s. */
  parseTimeoutMs?: number;
}

export const FEED_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 } as const;
const MAX_REDIRECTS = 3;

const assertHttp = (url: URL) => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedError('Only http(s) feed URLs are allowed');
  }
};

const charsetOf = (contentType: string | null): string => {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).encoding;
  } catch {
    return 'utf-8';
  }
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Reads the body as a stream and stops as soon as it passes the cap. */
const readCapped = async (response: Response, maxBytes: number): Promise<string> => {
  const tooLarge = new FeedError(`Refused: the feed is larger than ${megabytes(maxBytes)}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(value);
  }
  return new TextDecoder(charsetOf(response.headers.get('content-type'))).decode(
    Buffer.concat(chunks),
  );
};

const causeOf = (error: unknown): unknown => (error instanceof Error ? error.cause : undefined);

const reasonOf = (error: unknown): string => {
  const cause = causeOf(error) as { code?: string } | undefined;
  return cause?.code ?? (error instanceof Error ? error.message : 'unknown error');
};

/** GETs a feed over http(s) with a time limit, a size cap and (by default) no private hosts. */
export const fetchFeed = async (url: string, options: FeedFetchOptions = {}): Promise<string> => {
  const timeoutMs = options.timeoutMs ?? FEED_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FEED_FETCH_DEFAULTS.maxBytes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  // Every connection, redirects included, goes through the agent that refuses private addresses.
  const dispatcher: Dispatcher | undefined = options.allowPrivate ? undefined : publicOnlyAgent();
  try {
    let target = new URL(url);
    for (let hop = 0; ; hop += 1) {
      assertHttp(target);
      const response = await fetch(target, {
        dispatcher,
        signal: controller.signal,
        redirect: 'manual',
        headers: {
          accept:
            'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
          'user-agent': 'GeoRisk feed reader',
        },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new FeedError('Too many redirects');
        target = new URL(location, target);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedError(`HTTP ${response.status} ${response.statusText}`.trim());
      }
      return await readCapped(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const cause = causeOf(error);
    if (cause instanceof RefusedAddressError) throw new FeedError(cause.message);
    if (controller.signal.aborted) {
      throw new FeedError(`No complete answer within ${timeoutMs / 1000} s`);
    }
    throw new FeedError(`Could not reach the feed (${reasonOf(error)})`);
  } finally {
    clearTimeout(timer);
    void dispatcher?.close();
  }
};
