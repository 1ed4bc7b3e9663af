import type { Proposal } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { excerpt } from '../../domain/excerpt.js';
import { authorize } from '../../domain/policies/index.js';
import { failure, foundOr, notFound, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { holdCredits } from '../credits/index.js';
import { withMembership } from '../incident/index.js';
import { notify } from '../notification/index.js';
import { slaHourSeconds } from '../sla/index.js';
import {
  awardRequest,
  decide,
  isPartnerOf,
  lockProposal,
  rejectOthers,
  type LockedProposal,
} from './proposal-decisions.repository.js';
import { PROPOSAL_MESSAGES as M } from './proposals.messages.js';
import { findProposal } from './proposals.repository.js';

/**
 * The checks every decision makes, on the locked proposal and request: the caller decides for
 * the request (its author or a company member who writes), the request still awaits quotes and
 * the proposal is open and not expired.
 */
const decidable = async (
  tx: Database,
  caller: UserCaller,
  proposal: LockedProposal | null,
): Promise<Result<LockedProposal>> => {
  if (!proposal) return notFound(M.proposal);
  const { request } = proposal;
  const facts = await withMembership(tx, caller, {
    ownerId: request.ownerId,
    assignedTo: request.assignedTo,
    companyId: request.companyId,
    quote: request.onQuote ? { firmId: request.quotedFirmId } : null,
  });
  const allowed = authorize(caller, 'decide', { kind: 'proposal', ...facts });
  if (!allowed.ok) return allowed;
  if (request.quotedFirmId) return failure('conflict', M.alreadyAccepted);
  if (request.status === 'Answered') return failure('conflict', M.answered);
  if (proposal.status !== 'open') return failure('conflict', M.notOpen);
  if (proposal.expired) return failure('gone', M.expired);
  return success(proposal);
};

const quote = (text: string) => excerpt(text, 80);

const decided = async (db: Database, result: Result<string>): Promise<Result<Proposal>> =>
  result.ok ? foundOr(await findProposal(db, result.value), M.proposal) : result;

/**
 * Accepting, in one transaction (docs/rules/proposals.md): the price is held from the payer (402
 * and nothing written when short), the request goes to the firm, due in the offered hours, held
 * by the partner who sent the offer, and every other open proposal on it is rejected.
 */
export const acceptProposal = async (
  db: Database,
  caller: UserCaller,
  proposalId: string,
): Promise<Result<Proposal>> => {
  const accepted = await transactionResult(db, async (tx) => {
    const proposal = await decidable(tx, caller, await lockProposal(tx, proposalId));
    if (!proposal.ok) return proposal;
    const { request, firmId, createdBy, priceCredits, deliveryHours } = proposal.value;
    const payer = { userId: request.ownerId, companyId: request.companyId };
    const actor = callerActor(caller);
    const held = await holdCredits(tx, actor, payer, request.incidentId, priceCredits);
    if (!held.ok) return held;
    await decide(tx, proposalId, 'accepted', caller.userId);
    const closed = await rejectOthers(tx, request.incidentId, caller.userId);
    const assignee = (await isPartnerOf(tx, createdBy, firmId)) ? createdBy : null;
    await awardRequest(tx, request.incidentId, {
      firmId,
      assignee,
      dueSeconds: deliveryHours * slaHourSeconds(),
    });
    await recordAudit(tx, actor, {
      action: 'proposal.accept',
      target: { kind: 'incident', id: request.incidentId },
      companyId: request.companyId,
      detail: { proposal_id: proposalId, firm: firmId, credits: priceCredits },
    });
    await notify(
      tx,
      // The request is now theirs to answer: an `assigned` notice leads to it, as an admin's would.
      {
        userId: createdBy,
        kind: 'assigned',
        incidentId: request.incidentId,
        text: M.acceptedText(quote(request.query)),
      },
      ...closed.map((other) => ({
        userId: other.createdBy,
        kind: 'proposal' as const,
        incidentId: request.incidentId,
        text: M.closedText(quote(request.query)),
      })),
    );
    return success(proposalId);
  });
  return decided(db, accepted);
};

/** Rejecting one offer; the firm may send a new one while the request awaits quotes. */
export const rejectProposal = async (
  db: Database,
  caller: UserCaller,
  proposalId: string,
): Promise<Result<Proposal>> => {
  const rejected = await transactionResult(db, async (tx) => {
    const proposal = await decidable(tx, caller, await lockProposal(tx, proposalId));
    if (!proposal.ok) return proposal;
    const { request, createdBy } = proposal.value;
    await decide(tx, proposalId, 'rejected', caller.userId);
    await recordAudit(tx, callerActor(caller), {
      action: 'proposal.reject',
      target: { kind: 'incident', id: request.incidentId },
      companyId: request.companyId,
      detail: { proposal_id: proposalId },
    });
    await notify(tx, {
      userId: createdBy,
      kind: 'proposal',
      incidentId: request.incidentId,
      text: M.rejectedText(quote(request.query)),
    });
    return success(proposalId);
  });
  return decided(db, rejected);
};
