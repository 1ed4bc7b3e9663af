import { PROPOSAL_TEXTS } from '@georisk/contract';
import { hasRole, isStaff, type UserCaller } from '../caller.js';
import type { Failure } from '../result.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';

/**
 * A request priced on quote (docs/rules/proposals.md): the firm whose proposal its author
 * accepted (null: it still awaits quotes) and the caller's own firm, read only once a firm is set.
 */
export interface QuoteFacts {
  firmId: string | null;
  callerFirmId?: string | null;
}

/**
 * What the rules of a request and everything on it (its finding, its messages) need to know: who
 * filed it, which analyst holds it (docs/rules/incidents.md#workflow), the company it was filed for
 * (null: a personal request) and the caller's own membership, read only for a company's request
 * (docs/rules/companies.md, "Shared requests").
 */
export interface RequestFacts {
  ownerId: string;
  assignedTo: string | null;
  companyId: string | null;
  membership: Membership | null;
  /** Null for a request of a priced query type. */
  quote: QuoteFacts | null;
}

/** What working on a request depends on: who holds it and, for a priced one, its quote. */
export type HeldFacts = Pick<RequestFacts, 'assignedTo' | 'quote'>;

/** The caller's role in the company the request was filed for, or null when not one of its members. */
const roleInCompanyOf = (request: RequestFacts) =>
  request.companyId !== null && request.membership?.companyId === request.companyId
    ? request.membership.role
    : null;

/** Any member of the company the request was filed for, viewers included. */
export const inCompany = (request: RequestFacts) => roleInCompanyOf(request) !== null;

/** The company's owners and admins, who look after its shared requests. */
export const managesCompanyOf = (request: RequestFacts) => {
  const role = roleInCompanyOf(request);
  return role === 'owner' || role === 'admin';
};

/** Members who may write on the company's requests: everyone but viewers, who only read. */
export const writesForCompanyOf = (request: RequestFacts) => {
  const role = roleInCompanyOf(request);
  return role !== null && role !== 'viewer';
};

/**
 * The author of a personal request, or of a company's request while still a member of that
 * company who is not a viewer: a request filed for a company stays with the company when its
 * author leaves, and an author made a viewer only reads it, like every viewer.
 */
export const isOwner = (caller: UserCaller, request: RequestFacts) =>
  caller.userId === request.ownerId && (request.companyId === null || writesForCompanyOf(request));

/**
 * Who reads a request and its published answer: its owner, every member of the company it was
 * filed for (viewers too), and the staff (partners answer, admins oversee).
 */
export const readsRequest = (caller: UserCaller, request: RequestFacts) =>
  isOwner(caller, request) || inCompany(request) || isStaff(caller);

export const holds = (caller: UserCaller, request: Pick<RequestFacts, 'assignedTo'>) =>
  request.assignedTo === caller.userId;

/**
 * The quote rules (docs/rules/proposals.md): nobody works on a request awaiting quotes; once its
 * author accepted a firm's proposal, only that firm's partners and the admins do.
 */
export const quoteVerdict = (caller: UserCaller, request: Pick<RequestFacts, 'quote'>): Verdict => {
  const { quote } = request;
  if (!quote) return true;
  if (quote.firmId === null) return refuse('conflict', PROPOSAL_TEXTS.awaitingQuote);
  return (
    hasRole(caller, 'admin') ||
    quote.callerFirmId === quote.firmId ||
    refuse('conflict', PROPOSAL_TEXTS.quotedElsewhere)
  );
};

/**
 * Who may work on a request: an admin always; a partner while it is free (working on it claims
 * it) or theirs. A partner taken off it (reassigned, released, demoted, disabled) no longer may.
 * A request priced on quote also follows the quote rules above.
 */
export const mayWorkOn = (caller: UserCaller, request: HeldFacts) =>
  quoteVerdict(caller, request) === true &&
  (hasRole(caller, 'admin') ||
    (hasRole(caller, 'partner') && (request.assignedTo === null || holds(caller, request))));

/** May work on it, or the quote rules' refusal, or else `otherwise`. */
export const workVerdict = (
  caller: UserCaller,
  request: HeldFacts,
  otherwise: Failure,
): Verdict => {
  const quote = quoteVerdict(caller, request);
  if (quote !== true) return quote;
  return mayWorkOn(caller, request) || otherwise;
};
