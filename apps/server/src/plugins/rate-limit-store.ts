import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import { countHit, purgeExpiredCounters } from '../db/rate-limit.repository.js';

/** One hit in this many also sweeps ended windows, so the table stays small without a timer. */
const PURGE_EVERY = 500;

/**
 * @fastify/rate-limit's store interface over PostgreSQL, for servers sharing a database without
 * Redis. Keys are namespaced by route (`child`) as the plugin's own stores do.
 */
export const postgresRateLimitStore = (db: Database): FastifyRateLimitStoreCtor => {
  let hitsSincePurge = 0;
  class PostgresStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'rl:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitsSincePurge += 1;
      if (hitsSincePurge >= PURGE_EVERY) {
        hitsSincePurge = 0;
        purgeExpiredCounters(db).catch(() => {});
      }
      countHit(db, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = routeOptions.routeInfo;
      const scope = route?.url ? `${String(route.method)}${String(route.url)}:` : '';
      return new PostgresStore({}, this.prefix + scope);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
};
