import { PAGE, type AuditAction, type AuditFilter, type AuditVerdict } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { chainHash } from './audit-chain.js';
import {
  appendAuditEvent,
  auditEventsAfter,
  chainStart,
  emailOf,
  listAuditEvents,
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
 * Records one event. Pass the transaction of the change it records, so both exist or neither
 * does; a plain handle gets a transaction of its own (the chain's lock needs one).
 */
export const recordAudit = (db: Database, actor: AuditActor, entry: AuditEntry) =>
  db.transaction(async (tx) =>
    appendAuditEvent(tx, {
      at: new Date(),
      actorUserId: actor.userId,
      actorEmail:
        actor.email !== undefined || !actor.userId
          ? (actor.email ?? null)
          : await emailOf(tx, actor.userId),
      companyId: entry.companyId ?? null,
      ip: actor.ip,
      action: entry.action,
      targetKind: entry.target?.kind ?? null,
      targetId: entry.target?.id ?? null,
      detail: entry.detail ?? {},
    }),
  );

export const auditPage = (db: Database, filter: AuditFilter) =>
  listAuditEvents(db, filter, {
    limit: filter.limit ?? PAGE.defaultLimit,
    offset: filter.offset ?? 0,
  });

const VERIFY_PAGE = 1000;

/**
 * Walks the chain from its start (genesis, or the retention checkpoint) and recomputes every
 * hash: the first row whose stored hash differs was edited, or follows a removed row.
 */
export const verifyAudit = async (db: Database): Promise<AuditVerdict> => {
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
