import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { incidents, users } from '../../db/schema.js';
import type { Database } from '../../db/database.js';
import { quoteOpenTo } from '../../db/quote-state.js';

const live = eq(incidents.isDeleted, false);

/** Whoever holds a request moves it from Submitted to In review; an answered one stays Answered. */
const inReview = sql`case when ${incidents.status} = 'Submitted' then 'In review' else ${incidents.status} end`;

/**
 * Gives the request to `userId` in one statement, so two analysts claiming at once cannot both
 * win: the second sees the first's assignment in the WHERE. `takeOver` lets an admin replace the
 * current holder. False when the request is missing or someone else holds it.
 */
export const assignIncident = async (
  db: Database,
  incidentId: string,
  userId: string,
  takeOver: boolean,
) => {
  const free: SQL | undefined = takeOver
    ? undefined
    : or(isNull(incidents.assignedTo), eq(incidents.assignedTo, userId));
  // On quote: nobody while it awaits quotes, then the quoted firm's partners (admins: anyone).
  const quoted = quoteOpenTo(incidents, userId, takeOver);
  const rows = await db
    .update(incidents)
    .set({ assignedTo: userId, status: inReview, updatedAt: sql`now()` })
    .where(and(eq(incidents.id, incidentId), live, free, quoted))
    .returning({ id: incidents.id });
  return rows.length > 0;
};

const backToQueue = {
  assignedTo: null,
  status: sql`case when ${incidents.status} = 'In review' then 'Submitted' else ${incidents.status} end`,
  updatedAt: sql`now()`,
};

/** Nobody holds it any more; a request in review goes back to Submitted. */
export const unassignIncident = (db: Database, incidentId: string) =>
  db
    .update(incidents)
    .set(backToQueue)
    .where(and(eq(incidents.id, incidentId), live));

/**
 * Every request `userId` holds goes back to the queue, as a release would: for an analyst who was
 * demoted or disabled, so the others can claim them (docs/rules/incidents.md#who-holds-a-request).
 * The working copy of an unpublished answer is kept, still unpublished, for the next analyst.
 */
export const releaseClaimsOf = (db: Database, userId: string) =>
  db.update(incidents).set(backToQueue).where(eq(incidents.assignedTo, userId));

/** A live, active partner (the only users a request may be assigned to). */
export const findPartner = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.isDeleted, false),
        eq(users.isActive, true),
        eq(users.isPartner, true),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** The queue's "unread message" mark: set by the owner's message, cleared when an analyst reads. */
export const setUnreadMessages = (db: Database, incidentId: string, unread: boolean) =>
  db.update(incidents).set({ unreadMessages: unread }).where(eq(incidents.id, incidentId));

/** Records a publication: the request is Answered at this revision, with these counts. */
export const markPublished = (
  db: Database,
  incidentId: string,
  revision: number,
  outcome: { Green: number; Yellow: number; Red: number },
) =>
  db
    .update(incidents)
    .set({ status: 'Answered', revision, outcome, updatedAt: sql`now()` })
    .where(eq(incidents.id, incidentId));

/** The answer was withdrawn: the request is back in the queue, unassigned, for a fresh answer. */
export const markUnanswered = (db: Database, incidentId: string) =>
  db
    .update(incidents)
    .set({
      status: 'Submitted',
      assignedTo: null,
      revision: 0,
      outcome: null,
      updatedAt: sql`now()`,
    })
    .where(eq(incidents.id, incidentId));
