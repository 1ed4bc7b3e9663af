import { hasRole, type UserCaller as Caller } from '../caller.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';

/** Whose a branch is: a company's, or a solo customer's (docs/rules/branches.md). */
export interface BranchOwner {
  companyId: string | null;
  userId: string | null;
}

export interface BranchFacts {
  /** The caller's membership, or null for a user without a company. */
  membership: Membership | null;
  branch: BranchOwner;
}

export const BRANCH_REFUSALS = {
  notYours: 'This branch is not yours',
  notManager: "Only the company's owners and admins may change its branches",
  noBranches: 'Only customers and the members of a company keep branches',
} as const;

export const manages = (membership: Membership | null) =>
  membership?.role === 'owner' || membership?.role === 'admin';

export const isTheirs = (caller: Caller, { membership, branch }: BranchFacts) =>
  branch.companyId !== null
    ? membership?.companyId === branch.companyId
    : branch.userId === caller.userId;

/**
 * Who may do what with branches: a company's members and viewers read its branches, its owners
 * and admins change them; a solo customer keeps their own; platform admins read every branch and
 * change none; partners have none. Nothing crosses from one company to another.
 */
export const branchPolicy = {
  read: (caller: Caller, facts: BranchFacts): Verdict =>
    isTheirs(caller, facts) ||
    hasRole(caller, 'admin') ||
    refuse('forbidden', BRANCH_REFUSALS.notYours),
  manage: (caller: Caller, facts: BranchFacts): Verdict => {
    if (!isTheirs(caller, facts)) return refuse('forbidden', BRANCH_REFUSALS.notYours);
    return facts.branch.companyId === null || manages(facts.membership)
      ? true
      : refuse('forbidden', BRANCH_REFUSALS.notManager);
  },
  /** Listing (and exporting) the caller's own branches: a member's company's, or their own. */
  list: (caller: Caller, { membership }: Pick<BranchFacts, 'membership'>): Verdict =>
    membership !== null ||
    hasRole(caller, 'customer') ||
    hasRole(caller, 'admin') ||
    refuse('forbidden', BRANCH_REFUSALS.noBranches),
};

/**
 * Where a caller's new branches go: their company's (owners and admins), or their own (a solo
 * customer). Null when they may keep none; `list` and `manage` give the refusal.
 */
export const branchHome = (caller: Caller, membership: Membership | null): BranchOwner | null => {
  if (membership) return { companyId: membership.companyId, userId: null };
  return hasRole(caller, 'customer') ? { companyId: null, userId: caller.userId } : null;
};
