import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { reached } from '../../db/dates.js';
import { incidents, partnerFirmMembers, partnerFirms, proposals, users } from '../../db/schema.js';
import { usableUser } from '../accounts/index.js';

/* The locks and writes of a decision on a proposal (docs/rules/proposals.md). */

/**
 * A proposal with the request it is on, the request's row locked first: every decision on a
 * request (a send, an acceptance, a rejection) runs one after another, and the proposal is read
 * after the lock, so a second acceptance sees the first.
 */
export const lockProposal = async (tx: Database, proposalId: string) => {
  const [target] = await tx
    .select({ incidentId: proposals.incidentId })
    .from(proposals)
    .where(eq(proposals.id, proposalId))
    .limit(1);
  const request = target && (await lockQuoteRequest(tx, target.incidentId));
  if (!request) return null;
  const [row] = await tx
    .select({
      proposalId: proposals.id,
      firmId: proposals.firmId,
      firmName: partnerFirms.name,
      createdBy: proposals.createdBy,
      priceCredits: proposals.priceCredits,
      deliveryHours: proposals.deliveryHours,
      status: proposals.status,
      expired: reached(proposals.expiresAt),
    })
    .from(proposals)
    .innerJoin(partnerFirms, eq(partnerFirms.id, proposals.firmId))
    .where(eq(proposals.id, proposalId))
    .limit(1);
  return row ? { ...row, request } : null;
};
export type LockedProposal = NonNullable<Awaited<ReturnType<typeof lockProposal>>>;

/** A live request as the quote rules read it, locked until the end of the transaction. */
export const lockQuoteRequest = async (tx: Database, incidentId: string) => {
  const [row] = await tx
    .select({
      incidentId: incidents.id,
      query: incidents.query,
      ownerId: incidents.createdBy,
      assignedTo: incidents.assignedTo,
      companyId: incidents.companyId,
      status: incidents.status,
      onQuote: incidents.onQuote,
      quotedFirmId: incidents.quotedFirmId,
    })
    .from(incidents)
    .where(and(eq(incidents.id, incidentId), eq(incidents.isDeleted, false)))
    .for('update')
    .limit(1);
  return row ?? null;
};

/** Closes a proposal: withdrawn by its firm, rejected or accepted by the customer. */
export const decide = (
  tx: Database,
  proposalId: string,
  status: 'withdrawn' | 'rejected' | 'accepted',
  userId: string,
) =>
  tx
    .update(proposals)
    .set({ status, decidedAt: sql`now()`, decidedBy: userId, updatedAt: sql`now()` })
    .where(eq(proposals.id, proposalId));

/** Every other open proposal on the request is rejected; answers their authors, to tell them. */
export const rejectOthers = (tx: Database, incidentId: string, userId: string) =>
  tx
    .update(proposals)
    .set({ status: 'rejected', decidedAt: sql`now()`, decidedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(proposals.incidentId, incidentId), eq(proposals.status, 'open')))
    .returning({ createdBy: proposals.createdBy });

/**
 * The accepted proposal's firm now has the request: due `dueSeconds` from now (its clock starts
 * at the acceptance), held by the partner who sent the offer when they still can.
 */
export const awardRequest = (
  tx: Database,
  incidentId: string,
  award: { firmId: string; assignee: string | null; dueSeconds: number },
) =>
  tx
    .update(incidents)
    .set({
      quotedFirmId: award.firmId,
      quotedAt: sql`now()`,
      assignedTo: award.assignee,
      status: award.assignee ? 'In review' : 'Submitted',
      dueAt: sql`now() + make_interval(secs => ${award.dueSeconds}::int)`,
      updatedAt: sql`now()`,
    })
    .where(eq(incidents.id, incidentId));

/** Whether the user is a live, active partner of the firm (who may hold its quoted requests). */
export const isPartnerOf = async (db: Database, userId: string, firmId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(partnerFirmMembers, eq(partnerFirmMembers.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(partnerFirmMembers.firmId, firmId),
        usableUser,
        eq(users.isPartner, true),
      ),
    )
    .limit(1);
  return row !== undefined;
};
