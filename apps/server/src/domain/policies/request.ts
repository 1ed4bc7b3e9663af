import { hasRole, type UserCaller } from '../caller.js';

/**
 * What the rules of a request and everything on it (its finding, its messages) need to know: who
 * filed it and which analyst holds it (docs/rules/incidents.md#workflow).
 */
export interface RequestFacts {
  ownerId: string;
  assignedTo: string | null;
}

export const isOwner = (caller: UserCaller, request: RequestFacts) =>
  caller.userId === request.ownerId;

export const holds = (caller: UserCaller, request: RequestFacts) =>
  request.assignedTo === caller.userId;

/**
 * Who may work on a request: an admin always; a partner while it is free (working on it claims
 * it) or theirs. A partner taken off it (reassigned, released, demoted, disabled) no longer may.
 */
export const mayWorkOn = (caller: UserCaller, request: RequestFacts) =>
  hasRole(caller, 'admin') ||
  (hasRole(caller, 'partner') && (request.assignedTo === null || holds(caller, request)));
