import { lookup } from 'node:dns/promises';
import { isPrivateAddress } from './private-address.js';

export interface FeedFetchOptions {
  /** Let feeds live on private, loopback or link-local hosts (tests, local use). Default false. */
  allowPrivate?: boolean;
  /** For the whole fetch: name lookup, connection, every redirect and the body. Default 10 s. */
  timeoutMs?: number;
  /** Bodies past this size are refused while streaming. Default 2 MB. */
  maxBytes?: number;
}

export const FEED_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 } as const;
const MAX_REDIRECTS = 3;

/** A failure worth recording on the source as its last error; the message is shown to admins. */
export class FeedError extends Error {}

const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });

/**
 * Checked before every hop, redirects included, so a public feed cannot bounce the server onto
 * an internal address. fetch resolves the name again; a DNS answer that changes in between
 * (rebinding) is the residual risk of using the platform fetch.
 */
const assertAllowedHost = async (url: URL, allowPrivate: boolean, signal: AbortSignal) => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedError('Only http(s) feed URLs are allowed');
  }
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await Promise.race([lookup(host, { all: true }), untilAborted(signal)]).catch(
    (error: unknown) => {
      if (signal.aborted) throw error;
      throw new FeedError(`Could not resolve ${host}`);
    },
  );
  if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new FeedError(`Refused: ${host} resolves to a private or local address`);
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

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : 'unknown error');
};

/** GETs a feed over http(s) with a time limit, a size cap and (by default) no private hosts. */
export const fetchFeed = async (url: string, options: FeedFetchOptions = {}): Promise<string> => {
  const timeoutMs = options.timeoutMs ?? FEED_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FEED_FETCH_DEFAULTS.maxBytes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let target = new URL(url);
    for (let hop = 0; ; hop += 1) {
      await assertAllowedHost(target, options.allowPrivate ?? false, controller.signal);
      const response = await fetch(target, {
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
    if (controller.signal.aborted) {
      throw new FeedError(`No complete answer within ${timeoutMs / 1000} s`);
    }
    throw new FeedError(`Could not reach the feed (${reasonOf(error)})`);
  } finally {
    clearTimeout(timer);
  }
};
