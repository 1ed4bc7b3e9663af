import { PROPOSAL_TEXTS as T } from '@georisk/contract';
import { hasRole, isStaff, type UserCaller as Caller } from '../caller.js';
import { INCIDENT_REFUSALS } from './incident.js';
import { refuse, type Verdict } from './policy.js';
import { inCompany, isOwner, writesForCompanyOf, type RequestFacts } from './request.js';

/** The firm a proposal came from, and the caller's own firm (null: none). */
export interface ProposalFacts {
  firmId: string;
  callerFirmId: string | null;
}

/**
 * Proposals on requests priced on quote (docs/rules/proposals.md): any partner of a firm sends
 * and withdraws its firm's; the request's author, or its company's members who write (not
 * viewers), accept or reject; whoever reads the request reads its proposals, partners only their
 * own firm's (a filter of the list, `seesEveryProposal`).
 */
export const proposalPolicy = {
  send: (caller: Caller, facts: { callerFirmId: string | null }): Verdict =>
    (hasRole(caller, 'partner') && facts.callerFirmId !== null) || refuse('forbidden', T.noFirm),
  withdraw: (caller: Caller, facts: ProposalFacts): Verdict =>
    (hasRole(caller, 'partner') && facts.callerFirmId === facts.firmId) ||
    refuse('forbidden', T.notYourFirm),
  decide: (caller: Caller, request: RequestFacts): Verdict =>
    isOwner(caller, request) ||
    writesForCompanyOf(request) ||
    refuse('forbidden', T.notYourRequest),
  read: (caller: Caller, request: RequestFacts): Verdict =>
    isOwner(caller, request) ||
    inCompany(request) ||
    isStaff(caller) ||
    refuse('forbidden', INCIDENT_REFUSALS.notYours),
  /** Every firm's proposals on a request: its customers and admins, not competing partners. */
  seesEveryProposal: (caller: Caller, request: RequestFacts): Verdict =>
    isOwner(caller, request) ||
    inCompany(request) ||
    hasRole(caller, 'admin') ||
    refuse('forbidden', INCIDENT_REFUSALS.notYours),
};
