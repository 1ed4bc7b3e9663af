import type { Database } from '../../db/database.js';
import { excerpt } from '../../domain/excerpt.js';
import type { JobRunner } from '../../jobs/index.js';
import { notify } from '../notification/index.js';
import {
  claimEscalation,
  requestsToEscalate,
  staffWith,
  type EscalationLevel,
  type LateRequest,
} from './sla-escalation.repository.js';
import { inTransaction } from '../../db/transaction.js';

const BATCH = 100;
const EVERY_SECONDS = 60;

const TEXT: Record<EscalationLevel, (request: LateRequest) => string> = {
  warning: (r) =>
    `SLA warning: 75 % of the time to answer has passed for "${excerpt(r.query, 80)}" (due ${r.dueAt.toISOString()})`,
  breach: (r) =>
    `SLA breached: "${excerpt(r.query, 80)}" was due ${r.dueAt.toISOString()} and is still unanswered`,
};

/** Who hears of it: the assignee (every partner while nobody holds it) at 75 %, the admins at 100 %. */
const recipientsOf = async (db: Database, level: EscalationLevel, request: LateRequest) => {
  if (level === 'breach') return staffWith(db, 'admin');
  return request.assignedTo ? [request.assignedTo] : staffWith(db, 'partner');
};

/**
 * One request's escalation and its notifications in one transaction, claimed by its unique
 * `sla_escalations` row: at most once per request and level, whatever the servers and rounds. A
 * reassignment does not raise it again (docs/rules/incidents.md, "SLA escalation").
 */
const escalate = (db: Database, level: EscalationLevel, request: LateRequest) =>
  inTransaction(db, async (tx) => {
    const recipients = await recipientsOf(tx, level, request);
    if (!(await claimEscalation(tx, request.id, level, recipients.length))) return 0;
    await notify(
      tx,
      ...recipients.map((userId) => ({
        userId,
        kind: 'sla' as const,
        incidentId: request.id,
        text: TEXT[level](request),
      })),
    );
    return 1;
  });

/** Raises every escalation due at `now` (the clock is a parameter: tests move it). */
export const escalateDueRequests = async (db: Database, now = new Date()) => {
  const raised: Record<EscalationLevel, number> = { warning: 0, breach: 0 };
  for (const level of ['warning', 'breach'] as const) {
    for (;;) {
      const due = await requestsToEscalate(db, level, now, BATCH);
      for (const request of due) raised[level] += await escalate(db, level, request);
      if (due.length < BATCH) break;
    }
  }
  return raised;
};

/** The sweep on the one job runner (jobs/queues.ts, `sla-escalations`). */
export const scheduleSlaEscalations = (jobs: JobRunner, db: Database) => {
  jobs.recurring('sla-escalations', EVERY_SECONDS, async () => {
    await escalateDueRequests(db);
  });
};
