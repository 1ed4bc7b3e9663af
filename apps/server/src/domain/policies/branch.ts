import { companyOwnedPolicy, type RecordOwner } from './company-owned.js';

/** Whose a branch is: a company's, or a solo customer's (docs/rules/branches.md). */
export type BranchOwner = RecordOwner;

export const BRANCH_REFUSALS = {
  notYours: 'This branch is not yours',
  notManager: "Only the company's owners and admins may change its branches",
  noBranches: 'Only customers and the members of a company keep branches',
} as const;

/**
 * Who may do what with branches: the company-owned rules (company-owned.ts): a company's members
 * and viewers read its branches, its owners and admins change them; a solo customer keeps their
 * own; platform admins read every branch and change none; partners have none.
 */
export const branchPolicy = companyOwnedPolicy({
  ...BRANCH_REFUSALS,
  noRecords: BRANCH_REFUSALS.noBranches,
});
