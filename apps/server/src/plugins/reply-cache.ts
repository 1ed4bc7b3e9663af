import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canonicalJson, noneMatch, strongEtag } from '../cache/http-validators.js';
import { replyStore } from '../cache/reply-store.js';
import { topicVersions } from '../cache/topic-versions.js';

/**
 * What a reply is built from; each has a version in `cache_versions`, raised by triggers: one per
 * reference table, and `workflow` for all the tables of requests, findings, messages,
 * notifications, watches and users (migration 0009).
 */
export type CacheTopic = 'articles' | 'categories' | 'factors' | 'query_types' | 'workflow';

/**
 * A route's opt-in to the reply cache (`config.cache`), see docs/performance.md, "Caching".
 * - `topics`: every table the reply reads; a write to any of them makes cached copies stale.
 * - `callerClass`: callers of one class get the same bytes for the same body (e.g. 'anonymous',
 *   or what the caller's role lets them see); null for a caller whose reply depends on their own
 *   data, which is then never cached.
 * - `maxAgeMs`: for replies that also change with the clock (country levels decay with age).
 */
export interface CacheRule {
  topics: readonly CacheTopic[];
  callerClass: (request: FastifyRequest) => string | null;
  maxAgeMs?: number;
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

export interface ReplyCacheOptions {
  /** Memory bound of one server's copies (payloads and keys). */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

const MAX_KEYS = 32;
const MAX_ITEMS = 100;
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

/**
 * Serves opted-in reads from a copy of the bytes last sent, when the versions of the reply's
 * topics are unchanged as of a moment after the request arrived (a read of `cache_versions` on
 * PostgreSQL, the process's own notifications on PGlite).
 * A write's trigger raises its table's version in the write's own transaction, so a read that
 * starts after a write was acknowledged, on any server, never gets a copy from before it.
 * Works on the serialized payload (onSend), whatever serializer produced it.
 * Runs after the access check (onRequest) and the text rule (the security plugin's preValidation).
 */
export const replyCachePlugin = fp(
  async (app: FastifyInstance, options: ReplyCacheOptions) => {
    const store = replyStore(options.maxBytes ?? DEFAULT_MAX_BYTES);
    const currentVersions = await topicVersions(app.database);
    app.decorateRequest('cacheSlot', null);

    // Before the body's validation, so a hit skips it: the key holds the body as sent, and the
    // same body as sent always validates the same way (a copy exists only for one that passed).
    app.addHook('preValidation', async (request, reply) => {
      const rule = request.routeOptions.config.cache;
      const callerClass = rule?.callerClass(request) ?? null;
      if (!rule || callerClass === null || !isFlatBody(request.body)) return;
      const readAt = Date.now();
      const versions = await currentVersions();
      // A topic without a version row could never be invalidated: such a route is not cached.
      if (rule.topics.some((topic) => !versions.has(topic))) return;
      const slot: CacheSlot = {
        key: `${request.routeOptions.url ?? ''}\n${callerClass}\n${canonicalJson(request.body)}`,
        versions: rule.topics.map((topic) => versions.get(topic)).join(','),
        readAt,
        served: false,
      };
      request.cacheSlot = slot;
      const copy = store.get(slot.key);
      if (!copy || copy.versions !== slot.versions) return;
      if (rule.maxAgeMs !== undefined && readAt - copy.storedAt >= rule.maxAgeMs) return;
      slot.served = true;
      void reply.header('etag', copy.etag);
      if (noneMatch(request.headers['if-none-match'], copy.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(copy.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.cacheSlot;
      if (!slot || (reply.statusCode !== 200 && reply.statusCode !== 304)) return payload;
      // Browsers keep nothing without asking again (registered after the security plugin's
      // no-store, which this replaces for these replies only).
      void reply.header(
        'cache-control',
        request.caller?.kind === 'user' ? 'private, no-cache' : 'no-cache',
      );
      if (slot.served || typeof payload !== 'string') return payload;
      const etag = strongEtag(payload);
      store.set(slot.key, { payload, etag, versions: slot.versions, storedAt: slot.readAt });
      void reply.header('etag', etag);
      if (!noneMatch(request.headers['if-none-match'], etag)) return payload;
      void reply.code(304);
      return '';
    });
  },
  { name: 'reply-cache' },
);
