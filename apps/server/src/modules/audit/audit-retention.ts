import type { Database } from '../../db/database.js';
import type { JobRunner } from '../../jobs/index.js';
import { chainHash } from './audit-chain.js';
import {
  auditEventsAfter,
  chainStart,
  lockChainForTrim,
  trimThrough,
  type StoredAuditEvent,
} from './audit.repository.js';
import { inTransaction } from '../../db/transaction.js';

const DAY_MS = 86_400_000;
/** Rows trimmed per transaction: the chain's lock (every writer waits on it) is held briefly. */
const TRIM_BATCH = 1000;

interface TrimLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface AuditRetention {
  db: Database;
  /** AUDIT_RETENTION_DAYS: events older than this are trimmed; 0 keeps every event. */
  days: number;
  log: TrimLog;
}

/** What a trim did: rows removed, and the row where it stopped because the chain was broken. */
export interface TrimOutcome {
  trimmed: number;
  brokenAt: string | null;
}

/**
 * The oldest rows of the batch that are older than the cutoff and still follow the chain: a
 * trim never removes an edited row, so `audit/verify` keeps naming it after the trim.
 */
const trimmable = (rows: StoredAuditEvent[], startHash: string, cutoff: Date) => {
  let previous = startHash;
  const old: StoredAuditEvent[] = [];
  for (const row of rows) {
    if (row.at >= cutoff) return { old, brokenAt: null };
    if (chainHash(previous, row) !== row.hash) return { old, brokenAt: row.eventId.toString() };
    old.push(row);
    previous = row.hash;
  }
  return { old, brokenAt: null };
};

/** One transaction: trims up to a batch and records the checkpoint the chain now starts from. */
const trimBatch = (db: Database, cutoff: Date) =>
  inTransaction(db, async (tx) => {
    await lockChainForTrim(tx);
    const start = await chainStart(tx);
    const rows = await auditEventsAfter(tx, start.throughEventId, TRIM_BATCH);
    const { old, brokenAt } = trimmable(rows, start.hash, cutoff);
    const last = old[old.length - 1];
    const trimmed = last ? await trimThrough(tx, last) : 0;
    return { trimmed, brokenAt, more: !brokenAt && trimmed === TRIM_BATCH };
  });

/**
 * Retention (docs/rules/audit.md): removes the events older than `days` before `now`, oldest
 * first, a batch per transaction, each behind a checkpoint (the last removed row's id and hash),
 * so the chain still verifies from there. Runs at once on several servers safely: each batch
 * holds the chain's lock and starts from the latest checkpoint.
 */
export const trimAuditTrail = async (
  db: Database,
  days: number,
  now = new Date(),
): Promise<TrimOutcome> => {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = await trimBatch(db, cutoff);
    total += batch.trimmed;
    if (!batch.more) return { trimmed: total, brokenAt: batch.brokenAt };
  }
};

/** The daily trim, one run at a time across every server (the job runner's recurring queue). */
export const scheduleAuditTrim = (jobs: JobRunner, { db, days, log }: AuditRetention) =>
  jobs.recurring('audit-trim', days > 0 ? DAY_MS / 1000 : 0, async () => {
    const outcome = await trimAuditTrail(db, days);
    if (outcome.brokenAt) {
      log.warn(outcome, 'audit trim stopped at an event that no longer matches the chain');
    } else log.info(outcome, 'audit trail trimmed');
  });
