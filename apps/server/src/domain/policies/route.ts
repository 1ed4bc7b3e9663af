import { hasRole, type Role, type UserCaller as Caller } from '../caller.js';
import { refuse, type Verdict } from './policy.js';

export const ROUTE_REFUSALS = { notAllowed: 'You are not allowed to do this' } as const;

/** The gate a route declares before its body is read (plugins/access.ts applies it). */
export const routePolicy = {
  /** A route open to some roles: the caller holds at least one of them. */
  call: (caller: Caller, route: { roles: readonly Role[] }): Verdict =>
    route.roles.some((role) => hasRole(caller, role)) ||
    refuse('forbidden', ROUTE_REFUSALS.notAllowed),
};
