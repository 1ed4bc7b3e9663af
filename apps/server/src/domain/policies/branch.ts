import type { UserCaller as Caller } from '../caller.js';
import type { Membership } from './company.js';
import {
  companyOwnedPolicy,
  isTheirs as isOwners,
  managesCompany,
  recordHome,
  type RecordOwner,
} from './company-owned.js';
import type { Verdict } from './policy.js';

/** Whose a branch is: a company's, or a solo customer's (docs/rules/branches.md). */
export type BranchOwner = RecordOwner;

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

export const manages = managesCompany;

export const isTheirs = (caller: Caller, { membership, branch }: BranchFacts) =>
  isOwners(caller, { membership, owner: branch });

const owned = companyOwnedPolicy({ ...BRANCH_REFUSALS, noRecords: BRANCH_REFUSALS.noBranches });

/**
 * Who may do what with branches: the company-owned rules (company-owned.ts): a company's members
 * and viewers read its branches, its owners and admins change them; a solo customer keeps their
 * own; platform admins read every branch and change none; partners have none.
 */
export const branchPolicy = {
  read: (caller: Caller, { membership, branch }: BranchFacts): Verdict =>
    owned.read(caller, { membership, owner: branch }),
  manage: (caller: Caller, { membership, branch }: BranchFacts): Verdict =>
    owned.manage(caller, { membership, owner: branch }),
  list: owned.list,
};

/** Where a caller's new branches go: their company's (owners and admins), or their own. */
export const branchHome = recordHome;
