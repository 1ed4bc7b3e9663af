import { hasRole, isStaff, type UserCaller as Caller } from '../caller.js';
import { refuse, type Verdict } from './policy.js';
import { holds, isOwner, mayWorkOn, type RequestFacts as Request } from './request.js';

export const INCIDENT_REFUSALS = {
  notYours: 'You may only view your own Incident Requests',
  notOwner: 'Only the author of this Incident Request may change it',
  heldByOther: 'Another analyst is working on this Incident Request',
  notHolder: 'Only the analyst working on this Incident Request or an admin may release it',
} as const;
const R = INCIDENT_REFUSALS;

/** Incident requests (docs/rules/incidents.md, "Server rules" and "Workflow"). */
export const incidentPolicy = {
  /** The owner reads their own; partners answer and admins oversee, so both read every one. */
  read: (caller: Caller, request: Request): Verdict =>
    isOwner(caller, request) || isStaff(caller) || refuse('forbidden', R.notYours),

  /** Only the owner rewords or deletes it; staff read but never rewrite someone's question. */
  change: (caller: Caller, request: Request): Verdict =>
    isOwner(caller, request) || refuse('forbidden', R.notOwner),

  /** The queue: every request, with who filed it and the unread-message mark. */
  readQueue: (caller: Caller): Verdict => isStaff(caller) || refuse('forbidden', R.notYours),

  /** A partner takes a free request (or keeps their own); an admin may take any over. */
  claim: (caller: Caller, request: Request): Verdict =>
    mayWorkOn(caller, request) || refuse('conflict', R.heldByOther),

  /** Replacing the analyst who holds it: admins only. */
  takeOver: (caller: Caller): Verdict =>
    hasRole(caller, 'admin') || refuse('conflict', R.heldByOther),

  release: (caller: Caller, request: Request): Verdict =>
    holds(caller, request) || hasRole(caller, 'admin') || refuse('forbidden', R.notHolder),
};
