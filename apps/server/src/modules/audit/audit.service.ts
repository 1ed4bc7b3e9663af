import {
  PAGE,
  type AuditAction,
  type AuditEvent,
  type AuditFilter,
  type AuditPageFilter,
  type AuditVerdict,
} from '@georisk/contract';
import { findMembership } from '../../db/company-membership.js';
import type { Database } from '../../db/database.js';
import { commitBatch, inTransaction } from '../../db/transaction.js';
import { hasRole, type UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { success, type Result } from '../../domain/result.js';
import { chainHash, type ChainedEvent } from './audit-chain.js';
import {
  appendAuditEvents,
  auditEventsAfter,
  auditEventsBefore,
  chainStart,
  emailOf,
  listAuditEvents,
  type AuditScope,
} from './audit.repository.js';

/** Who did it, from where (docs/rules/audit.md); a missing e-mail is read from the account. */
export interface AuditActor {
  userId: string | null;
  email?: string | null;
  ip: string | null;
}

/** The logged-in caller as the actor of what it does. */
export const callerActor = (caller: UserCaller): AuditActor => ({
  userId: caller.userId,
  ip: caller.ip ?? null,
});

/** One thing that happened, to be recorded. */
export interface AuditEntry {
  action: AuditAction;
  target?: { kind: string; id: string };
  detail?: Record<string, string | number | boolean | null>;
  companyId?: string | null;
}

/**
 * A person's own account events (sign-ins, sign-outs, password changes) belong to their company's
 * trail too, so its owners and admins see their members' access (docs/rules/audit.md).
 */
const ACCOUNT_EVENT = /^(auth|password)\./;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company an event belongs to: the one named, else for an account event the company of the
 * account (the actor, or the account a failed sign-in tried).
 */
const companyOfEvent = async (tx: Database, actor: AuditActor, entry: AuditEntry) => {
  if (entry.companyId !== undefined) return entry.companyId;
  if (!ACCOUNT_EVENT.test(entry.action)) return null;
  const tried = entry.target?.kind === 'user' ? entry.target.id : null;
  const account = actor.userId ?? (tried && UUID.test(tried) ? tried : null);
  return account ? ((await findMembership(tx, account))?.companyId ?? null) : null;
};

/** The chained form of an entry: who (the e-mail read from the account when not given), what. */
const chainedEvent = async (
  tx: Database,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
  addressOf: (userId: string) => Promise<string | null>,
): Promise<ChainedEvent> => ({
  at,
  actorUserId: actor.userId,
  actorEmail:
    actor.email !== undefined || !actor.userId
      ? (actor.email ?? null)
      : await addressOf(actor.userId),
  companyId: await companyOfEvent(tx, actor, entry),
  ip: actor.ip,
  action: entry.action,
  targetKind: entry.target?.kind ?? null,
  targetId: entry.target?.id ?? null,
  detail: entry.detail ?? {},
});

/**
 * Records one event. Pass the transaction of the change it records, so both exist or neither
 * does; a plain handle gets a transaction of its own (the chain's lock needs one).
 */
export const recordAudit = (db: Database, actor: AuditActor, entry: AuditEntry) =>
  recordAudits(db, actor, [entry]);

/** The events a transaction records, appended together just before it commits. */
const PENDING_EVENTS = Symbol('audit events');

/**
 * Records several events of one actor, in order, with one lock and one insert (a batch). In a
 * transaction opened by `inTransaction` the events join the chain just before it commits, with
 * every other event the transaction recorded (one lock, one read, one insert), so the chain's
 * lock, which every writer of the audit trail takes, is held for the commit only and not for the
 * rest of the transaction's work (docs/rules/audit.md, "Append-only, and tamper-evident").
 */
export const recordAudits = async (db: Database, actor: AuditActor, entries: AuditEntry[]) => {
  if (entries.length === 0) return;
  const at = new Date();
  const pending = commitBatch(db, PENDING_EVENTS, (batch: ChainedEvent[]) =>
    batch.length > 0 ? appendAuditEvents(db, batch) : Promise.resolve(),
  );
  const addressOf = pending ? batchAddresses(db, pending) : (userId: string) => emailOf(db, userId);
  const events: ChainedEvent[] = [];
  for (const entry of entries) events.push(await chainedEvent(db, actor, entry, at, addressOf));
  if (pending) pending.push(...events);
  else await inTransaction(db, (tx) => appendAuditEvents(tx, events));
};

/** The actors' addresses a transaction's batch has read: each is read once however many events. */
const addressesRead = new WeakMap<ChainedEvent[], Map<string, Promise<string | null>>>();

const batchAddresses = (db: Database, batch: ChainedEvent[]) => (userId: string) => {
  const read = addressesRead.get(batch) ?? new Map<string, Promise<string | null>>();
  addressesRead.set(batch, read);
  const address = read.get(userId) ?? emailOf(db, userId);
  read.set(userId, address);
  return address;
};

/**
 * The rows the caller may read (docs/rules/audit.md): every row for a platform admin, their
 * company's rows for a company's owner or admin; anyone else is refused.
 */
const readScope = async (db: Database, caller: UserCaller): Promise<Result<AuditScope>> => {
  if (hasRole(caller, 'admin')) return success({ companyId: null });
  const membership = await findMembership(db, caller.userId);
  const allowed = authorize(caller, 'read', { kind: 'audit', membership });
  return allowed.ok ? success({ companyId: membership!.companyId }) : allowed;
};

export const auditPage = async (db: Database, caller: UserCaller, filter: AuditPageFilter) => {
  const scope = await readScope(db, caller);
  if (!scope.ok) return scope;
  const page = { limit: filter.limit ?? PAGE.defaultLimit, offset: filter.offset ?? 0 };
  return success(await listAuditEvents(db, filter, scope.value, page));
};

const EXPORT_PAGE = 500;

/** Every event of the filter, newest first, read a page at a time as the CSV is written. */
async function* eventsOf(db: Database, filter: AuditFilter, scope: AuditScope) {
  let before: bigint | null = null;
  for (;;) {
    const rows: AuditEvent[] = await auditEventsBefore(db, filter, scope, before, EXPORT_PAGE);
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    before = BigInt(rows[rows.length - 1]!.event_id);
  }
}

/** The filters of an export as the audit row keeps them (only those given). */
const exportDetail = (filter: AuditFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;

/**
 * An export of the filtered trail: the export is itself recorded (`audit.export`, with the
 * filters and, for a company reader, the company) before the first row is read, so it is in the
 * file it makes; the rows are then read page by page as the file is sent.
 */
export const exportAudit = async (
  db: Database,
  caller: UserCaller,
  filter: AuditFilter,
): Promise<Result<AsyncIterable<AuditEvent>>> => {
  const scope = await readScope(db, caller);
  if (!scope.ok) return scope;
  await recordAudit(db, callerActor(caller), {
    action: 'audit.export',
    companyId: scope.value.companyId,
    detail: exportDetail(filter),
  });
  return success(eventsOf(db, filter, scope.value));
};

const VERIFY_PAGE = 1000;

/**
 * Walks the chain from its start (genesis, or the retention checkpoint) and recomputes every
 * hash: the first row whose stored hash differs was edited, or follows a removed row.
 */
const verifyChain = async (db: Database): Promise<AuditVerdict> => {
  const start = await chainStart(db);
  let previous = start.hash;
  let after = start.throughEventId;
  let checked = 0;
  for (;;) {
    const rows = await auditEventsAfter(db, after, VERIFY_PAGE);
    for (const row of rows) {
      const expected = chainHash(previous, row);
      if (expected !== row.hash) return { ok: false, checked, broken_at: row.eventId.toString() };
      previous = row.hash;
      checked += 1;
    }
    if (rows.length < VERIFY_PAGE) return { ok: true, checked, broken_at: null };
    after = rows[rows.length - 1]!.eventId;
  }
};

/** The chain check, for platform admins only: the chain runs through every company's rows. */
export const verifyAudit = async (
  db: Database,
  caller: UserCaller,
): Promise<Result<AuditVerdict>> => {
  const allowed = authorize(caller, 'verify', { kind: 'audit' });
  return allowed.ok ? success(await verifyChain(db)) : allowed;
};
