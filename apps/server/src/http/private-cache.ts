import type { FastifyRequest } from 'fastify';
import type { CacheRule } from '../plugins/reply-cache.js';

/**
 * A logged-in caller's own copy: their id and roles pick it (a role changes what a reply holds;
 * a changed role also ends the session, so the token never reaches the cache). Visitors get none.
 */
const ownCopy = (request: FastifyRequest): string | null => {
  const caller = request.caller;
  if (caller?.kind !== 'user') return null;
  const roles = [
    caller.is_admin && 'admin',
    caller.is_partner && 'partner',
    caller.is_customer && 'customer',
  ];
  return `user:${caller.userId}:${roles.filter(Boolean).join('+')}`;
};

/**
 * A private read (a user's requests, findings, notifications, dashboard) from the reply cache:
 * one copy per user, made stale by any write to the request workflow's tables or to the news and
 * reference tables they join (docs/performance.md, "Caching"). `clockBoundMs` caps the age of a
 * copy whose figures also move with the clock (overdue marks, windows of days).
 */
export const privateCache = ({ clockBoundMs }: { clockBoundMs?: number } = {}): CacheRule => ({
  topics: ['workflow', 'articles', 'categories', 'factors', 'query_types'],
  callerClass: ownCopy,
  ...(clockBoundMs !== undefined && { maxAgeMs: clockBoundMs }),
});
