import { hasRole, type UserCaller as Caller } from '../caller.js';
import { refuse, type Verdict } from './policy.js';
import { ROUTE_REFUSALS } from './route.js';

/** Accounts (docs/rules/accounts.md). */
export const userPolicy = {
  /**
   * A user's record: themselves, or anyone for an admin. The refusal is the same whether or not
   * the other account exists, so a non-admin learns nothing about other addresses.
   */
  read: (caller: Caller, user: { userId: string | null }): Verdict =>
    hasRole(caller, 'admin') ||
    user.userId === caller.userId ||
    refuse('forbidden', ROUTE_REFUSALS.notAllowed),
  /** A profile is its owner's alone: an admin reads others' accounts but edits only their own. */
  editProfile: (caller: Caller, user: { userId: string }): Verdict =>
    user.userId === caller.userId || refuse('forbidden', ROUTE_REFUSALS.notAllowed),
};
