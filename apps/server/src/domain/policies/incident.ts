import { hasRole, isStaff, type UserCaller as Caller } from '../caller.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';
import {
  holds,
  isOwner,
  managesCompanyOf,
  readsRequest,
  workVerdict,
  type HeldFacts as Held,
  type RequestFacts as Request,
} from './request.js';

export const INCIDENT_REFUSALS = {
  notYours: 'You may only view your own Incident Requests',
  notOwner: 'Only the author of this Incident Request may change it',
  notOwnerOrManager:
    "Only the author of this Incident Request or the company's owners and admins may change it",
  viewerFiles:
    "Viewers read their company's Incident Requests but cannot file them for the company",
  heldByOther: 'Another analyst is working on this Incident Request',
  notHolder: 'Only the analyst working on this Incident Request or an admin may release it',
} as const;
const R = INCIDENT_REFUSALS;

/** Incident requests (docs/rules/incidents.md, "Server rules" and "Workflow"). */
export const incidentPolicy = {
  /** The owner, the company's members and the staff (request.ts `readsRequest`). */
  read: (caller: Caller, request: Request): Verdict =>
    readsRequest(caller, request) || refuse('forbidden', R.notYours),

  /**
   * The owner rewords or deletes it, and a company's owners and admins their company's requests;
   * staff read but never rewrite someone's question.
   */
  change: (caller: Caller, request: Request): Verdict =>
    isOwner(caller, request) ||
    managesCompanyOf(request) ||
    refuse('forbidden', request.companyId ? R.notOwnerOrManager : R.notOwner),

  /** Filing for one's company: its members, not its viewers (docs/rules/companies.md). */
  fileForCompany: (_caller: Caller, facts: { role: Membership['role'] }): Verdict =>
    facts.role !== 'viewer' || refuse('forbidden', R.viewerFiles),

  /** The queue: every request, with who filed it and the unread-message mark. */
  readQueue: (caller: Caller): Verdict => isStaff(caller) || refuse('forbidden', R.notYours),

  /** A partner takes a free request (or keeps their own); an admin may take any over. */
  claim: (caller: Caller, request: Held): Verdict =>
    workVerdict(caller, request, refuse('conflict', R.heldByOther)),

  /** Replacing the analyst who holds it: admins only. */
  takeOver: (caller: Caller): Verdict =>
    hasRole(caller, 'admin') || refuse('conflict', R.heldByOther),

  release: (caller: Caller, request: Held): Verdict =>
    holds(caller, request) || hasRole(caller, 'admin') || refuse('forbidden', R.notHolder),
};
