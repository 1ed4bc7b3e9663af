import type { AuditEvent, AuditFilter } from '@georisk/contract';
import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditCheckpoints, auditEvents, users } from '../../db/schema.js';
import { canonicalEvent, GENESIS_HASH, type ChainedEvent } from './audit-chain.js';

/** One lock for every writer of the chain, held to the end of the writing transaction. */
const CHAIN_LOCK = 0x6175_6469; // 'audi'

const lockChain = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);

/** Where the chain starts now: after the last checkpoint of the retention trim, or at genesis. */
export const chainStart = async (db: Database) => {
  const [checkpoint] = await db
    .select({ throughEventId: auditCheckpoints.throughEventId, hash: auditCheckpoints.hash })
    .from(auditCheckpoints)
    .orderBy(desc(auditCheckpoints.throughEventId))
    .limit(1);
  return checkpoint ?? { throughEventId: 0n, hash: GENESIS_HASH };
};

/**
 * Appends one event to the chain. Call it inside the transaction of the change it records (its
 * lock is held until that commits, so the next writer chains to this row or, if this rolls back,
 * to the one before).
 */
export const appendAuditEvent = (tx: Database, event: ChainedEvent) =>
  appendAuditEvents(tx, [event]);

/**
 * Appends events to the chain in their order, in one statement (`audit_append`, migration 0045):
 * it takes the chain's lock, reads the last hash and inserts each event hashed onto the one before
 * (chainHash's formula, in SQL), so the lock waits on no round trip to this process before the
 * commit. The news sweep records a batch of alerts this way (docs/rules/audit.md).
 */
export const appendAuditEvents = async (tx: Database, events: ChainedEvent[]) => {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    at: event.at.toISOString(),
    actor_user_id: event.actorUserId,
    actor_email: event.actorEmail,
    company_id: event.companyId,
    ip: event.ip,
    action: event.action,
    target_kind: event.targetKind,
    target_id: event.targetId,
    detail: event.detail,
    canonical: canonicalEvent(event),
  }));
  await tx.execute(sql`select audit_append(${CHAIN_LOCK}, ${JSON.stringify(rows)}::jsonb)`);
};

/**
 * Takes the chain for a retention trim, to the end of the transaction: no event is appended
 * meanwhile, and the append-only trigger lets this transaction's DELETE through (migration 0012).
 */
export const lockChainForTrim = async (tx: Database) => {
  await lockChain(tx);
  await tx.execute(sql`select set_config('georisk.audit_trim', 'on', true)`);
};

/**
 * Removes the oldest events, after the chain's start through `throughId`, and records where the
 * chain now starts: that row's id and hash. Inside lockChainForTrim's transaction.
 */
export const trimThrough = async (tx: Database, event: { eventId: bigint; hash: string }) => {
  const removed = await tx
    .delete(auditEvents)
    .where(lte(auditEvents.eventId, event.eventId))
    .returning({ eventId: auditEvents.eventId });
  await tx
    .insert(auditCheckpoints)
    .values({ throughEventId: event.eventId, hash: event.hash, trimmed: removed.length });
  return removed.length;
};

/** The actor's address as it is now, kept on the event as it was then. */
export const emailOf = async (db: Database, userId: string): Promise<string | null> => {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
};

export type StoredAuditEvent = typeof auditEvents.$inferSelect;

/** The chain in order from just after `afterId`, a page at a time (for the check). */
export const auditEventsAfter = (db: Database, afterId: bigint, limit: number) =>
  db
    .select()
    .from(auditEvents)
    .where(gt(auditEvents.eventId, afterId))
    .orderBy(asc(auditEvents.eventId))
    .limit(limit);

/** Whose rows a reader sees: every row (platform admins), or one company's. */
export interface AuditScope {
  companyId: string | null;
}

const filterOf = (filter: AuditFilter, scope: AuditScope): SQL | undefined =>
  and(
    scope.companyId ? eq(auditEvents.companyId, scope.companyId) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actor_user_id ? eq(auditEvents.actorUserId, filter.actor_user_id) : undefined,
    filter.target_id ? eq(auditEvents.targetId, filter.target_id) : undefined,
    filter.from ? gte(auditEvents.at, new Date(filter.from)) : undefined,
    filter.to ? lte(auditEvents.at, new Date(filter.to)) : undefined,
  );

const toAuditEvent = (row: StoredAuditEvent): AuditEvent => ({
  event_id: row.eventId.toString(),
  at: row.at.toISOString(),
  actor_user_id: row.actorUserId,
  actor_email: row.actorEmail,
  company_id: row.companyId,
  ip: row.ip,
  action: row.action,
  target_kind: row.targetKind,
  target_id: row.targetId,
  detail: row.detail,
});

/** One page, newest first, and the total of the filter (one statement). */
export const listAuditEvents = async (
  db: Database,
  filter: AuditFilter,
  scope: AuditScope,
  page: { limit: number; offset: number },
) => {
  const rows = await db
    .select({ row: auditEvents, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(auditEvents)
    .where(filterOf(filter, scope))
    .orderBy(desc(auditEvents.eventId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ row }) => toAuditEvent(row)), total: rows[0]?.total ?? 0 };
};

/**
 * The next rows of an export, newest first, older than `beforeId` (keyset paging: rows written
 * meanwhile never shift a page, and each page is one indexed read).
 */
export const auditEventsBefore = async (
  db: Database,
  filter: AuditFilter,
  scope: AuditScope,
  beforeId: bigint | null,
  limit: number,
) => {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(filterOf(filter, scope), beforeId ? lt(auditEvents.eventId, beforeId) : undefined))
    .orderBy(desc(auditEvents.eventId))
    .limit(limit);
  return rows.map(toAuditEvent);
};
