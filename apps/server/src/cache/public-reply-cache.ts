import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { topicVersions } from './topic-versions.js';

/**
 * The tables public and reference replies are read from; each has a version in `cache_versions`,
 * raised by a trigger in the transaction of any write to it (migration 0008).
 */
export type CacheTopic = 'articles' | 'categories' | 'factors' | 'query_types';

/**
 * A public or reference read's opt-in to the shared reply cache (`config.cache`), see
 * docs/performance.md, "Caching". Only replies that are the same for every caller of a class are
 * cached: there are no per-user copies.
 * - `topics`: every table the reply reads; a write to any of them makes cached copies stale.
 * - `variant`: callers of one variant get the same bytes for the same body (e.g. 'visitor', or
 *   whether the caller sees inactive records); null for a caller whose reply is their own.
 * - `maxAgeMs`: for replies that also change with the clock (country levels decay with age).
 */
export interface CacheRule {
  topics: readonly CacheTopic[];
  variant: (request: FastifyRequest) => string | null;
  maxAgeMs?: number;
}

interface StoredReply {
  /** The bytes as sent: a hit writes them again without encoding a string each time. */
  payload: Buffer;
  /** The versions of the route's topics read before the reply was built. */
  versions: string;
  storedAt: number;
}

interface CacheSlot {
  key: string;
  versions: string;
  readAt: number;
  served: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CacheRule;
  }
  interface FastifyRequest {
    cacheSlot: CacheSlot | null;
  }
}

export interface PublicReplyCacheOptions {
  /** Memory bound of one server's copies (payload bytes, and keys as UTF-16). */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** Above this a reply is not kept: one huge page must not push every other one out. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_KEYS = 32;
const MAX_ITEMS = 100;

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/**
 * A read's body as list and get routes take it: a few fields, each a value or a short list of
 * values. Anything else (nested, or large) is not cached, so a hostile body never reaches the key.
 */
const isFlatBody = (body: unknown): body is Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const values = Object.values(body);
  return (
    values.length <= MAX_KEYS &&
    values.every(
      (value) =>
        isScalar(value) ||
        (Array.isArray(value) && value.length <= MAX_ITEMS && value.every(isScalar)),
    )
  );
};

/** The same JSON whatever the order of a flat body's keys, so equal bodies share one key. */
const keyOf = (body: Record<string, unknown>) =>
  JSON.stringify(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * Serves opted-in public and reference reads from a copy of the bytes last sent, when the versions
 * of the reply's topics are unchanged as of a moment after the request arrived (a read of
 * `cache_versions` on PostgreSQL, the process's own notifications on PGlite). A write's trigger
 * raises its table's version in the write's own transaction, so a read that starts after a write
 * was acknowledged, on any server, never gets a copy from before it.
 * Runs after the access check (onRequest) and the text rule (the security plugin's preValidation).
 */
export const publicReplyCache = fp(
  async (app: FastifyInstance, options: PublicReplyCacheOptions) => {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const store = new LRUCache<string, StoredReply>({
      maxSize: maxBytes,
      maxEntrySize: Math.min(MAX_ENTRY_BYTES, maxBytes),
      sizeCalculation: (reply, key) => key.length * 2 + reply.payload.length,
    });
    const currentVersions = await topicVersions(app.database);
    app.decorateRequest('cacheSlot', null);

    // Before the body's validation, so a hit skips it: the key holds the body as sent, and the
    // same body as sent always validates the same way (a copy exists only for one that passed).
    const serveCopy: preValidationAsyncHookHandler = async (request, reply) => {
      const rule = request.routeOptions.config.cache;
      const variant = rule?.variant(request) ?? null;
      if (!rule || variant === null || !isFlatBody(request.body)) return;
      const readAt = Date.now();
      const versions = await currentVersions();
      // A topic without a version row could never be invalidated: such a route is not cached.
      if (rule.topics.some((topic) => !versions.has(topic))) return;
      const slot: CacheSlot = {
        key: `${request.routeOptions.url ?? ''}\n${variant}\n${keyOf(request.body)}`,
        versions: rule.topics.map((topic) => versions.get(topic)).join(','),
        readAt,
        served: false,
      };
      request.cacheSlot = slot;
      const copy = store.get(slot.key);
      if (!copy || copy.versions !== slot.versions) return;
      if (rule.maxAgeMs !== undefined && readAt - copy.storedAt >= rule.maxAgeMs) return;
      slot.served = true;
      // Says where the bytes came from, as CDNs do, for operators and the cluster test.
      return reply
        .type('application/json; charset=utf-8')
        .header('x-cache', 'hit')
        .send(copy.payload);
    };

    const keepCopy: onSendHookHandler = (request, reply, payload, done) => {
      const slot = request.cacheSlot;
      if (!slot || slot.served || reply.statusCode !== 200 || typeof payload !== 'string') {
        return done(null, payload);
      }
      const bytes = Buffer.from(payload, 'utf8');
      store.set(slot.key, { payload: bytes, versions: slot.versions, storedAt: slot.readAt });
      done(null, bytes);
    };

    // Only routes that opt in run the two hooks (after the app's own hooks of each kind, so after
    // the text rule): every other request pays nothing for the cache.
    app.addHook('onRoute', (route) => {
      if (!route.config?.cache) return;
      route.preValidation = [...hooksOf(route.preValidation), serveCopy];
      route.onSend = [...hooksOf(route.onSend), keepCopy];
    });
  },
  { name: 'public-reply-cache' },
);
