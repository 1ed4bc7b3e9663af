import { and, eq, ne, not, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { awaitingQuote, clockStart } from '../../db/quote-state.js';
import { incidents, slaEscalations, users } from '../../db/schema.js';
import { usableUser } from '../accounts/index.js';

/** 'warning' at 75 % of a request's SLA, 'breach' at 100 % (docs/rules/incidents.md). */
export type EscalationLevel = 'warning' | 'breach';

export interface LateRequest {
  id: string;
  query: string;
  assignedTo: string | null;
  dueAt: Date;
}

/** The point of the SLA each level is reached at, from filing (0) to the due time (1). */
const SHARE: Record<EscalationLevel, string> = { warning: '0.75', breach: '1' };

/**
 * Live unanswered requests past the level's point at `now` without that escalation yet, oldest
 * first, a page at a time. The point is worked out from the filing and due times, so it follows
 * the SLA hours each request was filed with.
 */
export const requestsToEscalate = (
  db: Database,
  level: EscalationLevel,
  now: Date,
  max: number,
): Promise<LateRequest[]> =>
  db
    .select({
      id: incidents.id,
      query: incidents.query,
      assignedTo: incidents.assignedTo,
      dueAt: incidents.dueAt,
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.isDeleted, false),
        ne(incidents.status, 'Answered'),
        // Awaiting quotes: no clock runs yet (docs/rules/proposals.md).
        not(awaitingQuote(incidents)),
        sql`${clockStart(incidents)} + (${incidents.dueAt} - ${clockStart(incidents)}) * ${sql.raw(SHARE[level])} <= ${now.toISOString()}::timestamptz`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(slaEscalations)
            .where(
              and(eq(slaEscalations.incidentId, incidents.id), eq(slaEscalations.level, level)),
            ),
        ),
      ),
    )
    .orderBy(incidents.dueAt)
    .limit(max);

/** Every active, enabled partner (an unassigned request's warning) or admin (a breach). */
export const staffWith = async (db: Database, role: 'partner' | 'admin'): Promise<string[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(role === 'partner' ? users.isPartner : users.isAdmin, true), usableUser));
  return rows.map((row) => row.id);
};

/** Claims the escalation: true for the one transaction whose row went in (once per request). */
export const claimEscalation = async (
  db: Database,
  incidentId: string,
  level: EscalationLevel,
  notified: number,
): Promise<boolean> => {
  const rows = await db
    .insert(slaEscalations)
    .values({ incidentId, level, notified })
    .onConflictDoNothing()
    .returning({ id: slaEscalations.id });
  return rows.length > 0;
};
