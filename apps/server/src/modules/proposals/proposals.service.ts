import type { Proposal, ProposalInsert } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { firmIdOf } from '../../db/quote-state.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { excerpt } from '../../domain/excerpt.js';
import { authorize, can } from '../../domain/policies/index.js';
import { failure, foundOr, notFound, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { requestFacts } from '../incident/index.js';
import { notify } from '../notification/index.js';
import { lockProposal, lockQuoteRequest, decide } from './proposal-decisions.repository.js';
import { PROPOSAL_MESSAGES as M } from './proposals.messages.js';
import { findProposal, proposalsOf, replaceProposal } from './proposals.repository.js';

const reread = async (db: Database, proposalId: string) =>
  foundOr(await findProposal(db, proposalId), M.proposal);

/**
 * A partner of a firm offers a price and a delivery time on a request awaiting quotes; the offer
 * replaces the firm's open one on it. The request's author is notified.
 */
export const sendProposal = async (
  db: Database,
  caller: UserCaller,
  input: Required<ProposalInsert>,
): Promise<Result<Proposal>> => {
  const sent = await transactionResult(db, async (tx) => {
    const firmId = await firmIdOf(tx, caller.userId);
    const allowed = authorize(caller, 'send', { kind: 'proposal', callerFirmId: firmId });
    if (!allowed.ok) return allowed;
    if (!firmId) return failure('forbidden', M.noFirm);
    const request = await lockQuoteRequest(tx, input.incident_id);
    if (!request) return notFound(M.requestNotFound);
    if (!request.onQuote) return failure('conflict', M.notOnQuote);
    if (request.quotedFirmId) return failure('conflict', M.alreadyAccepted);
    if (request.status === 'Answered') return failure('conflict', M.answered);
    const proposalId = await replaceProposal(tx, {
      incidentId: request.incidentId,
      firmId,
      createdBy: caller.userId,
      priceCredits: input.price_credits,
      deliveryHours: input.delivery_hours,
      note: input.note,
    });
    const proposal = await findProposal(tx, proposalId);
    if (!proposal) return notFound(M.proposal);
    await recordAudit(tx, callerActor(caller), {
      action: 'proposal.send',
      target: { kind: 'incident', id: request.incidentId },
      companyId: request.companyId,
      detail: { proposal_id: proposalId, firm: firmId, credits: input.price_credits },
    });
    await notify(tx, {
      userId: request.ownerId,
      kind: 'proposal',
      incidentId: request.incidentId,
      text: M.received(
        proposal.firm.name,
        input.price_credits,
        input.delivery_hours,
        excerpt(request.query, 80),
      ),
    });
    return success(proposal);
  });
  return sent;
};

/** The firm takes its open offer back (any of its partners). */
export const withdrawProposal = async (
  db: Database,
  caller: UserCaller,
  proposalId: string,
): Promise<Result<Proposal>> => {
  const withdrawn = await transactionResult(db, async (tx) => {
    const proposal = await lockProposal(tx, proposalId);
    if (!proposal) return notFound(M.proposal);
    const callerFirmId = await firmIdOf(tx, caller.userId);
    const allowed = authorize(caller, 'withdraw', {
      kind: 'proposal',
      firmId: proposal.firmId,
      callerFirmId,
    });
    if (!allowed.ok) return allowed;
    if (proposal.status !== 'open') return failure('conflict', M.notOpen);
    await decide(tx, proposalId, 'withdrawn', caller.userId);
    await recordAudit(tx, callerActor(caller), {
      action: 'proposal.withdraw',
      target: { kind: 'incident', id: proposal.request.incidentId },
      companyId: proposal.request.companyId,
      detail: { proposal_id: proposalId },
    });
    return success(proposalId);
  });
  return withdrawn.ok ? reread(db, withdrawn.value) : withdrawn;
};

/** One request's proposals: every firm's for its readers and admins, a partner's own firm's. */
export const proposalsOfRequest = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<Proposal[]>> => {
  const request = await requestFacts(db, caller, incidentId);
  if (!request.ok) return request;
  const allowed = authorize(caller, 'read', { kind: 'proposal', ...request.value });
  if (!allowed.ok) return allowed;
  const everyFirm = can(caller, 'seesEveryProposal', { kind: 'proposal', ...request.value });
  const firmId = everyFirm ? null : await firmIdOf(db, caller.userId);
  return success(await proposalsOf(db, [incidentId], { firmId, everyFirm }));
};
