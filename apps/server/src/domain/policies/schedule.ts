import type { UserCaller as Caller } from '../caller.js';
import type { Membership } from './company.js';
import { companyOwnedPolicy, managesCompany } from './company-owned.js';
import { refuse, type Verdict } from './policy.js';

/** Travellers, trips and advisories (docs/rules/schedule.md). */
export const SCHEDULE_REFUSALS = {
  notYours: 'This trip or traveller is not yours',
  notManager: "Only the company's owners and admins may change its travellers and trips",
  noRecords: 'Only customers and the members of a company keep travellers and trips',
  noCompany: 'Advisories and approvals belong to a company: create or join one first',
  notApprover: "Only the company's owners and admins may approve or reject trips",
  notAdvisor: "Only the company's owners and admins may write its advisories",
} as const;

const owned = companyOwnedPolicy(SCHEDULE_REFUSALS);

/**
 * Travellers and trips follow the company-owned rules (members read, owners and admins write,
 * solo customers keep their own); approvals, advisories and the approval level are a company's:
 * its members read them, its owners and admins decide and write.
 */
export const schedulePolicy = {
  ...owned,
  decide: (_caller: Caller, { membership }: { membership: Membership | null }): Verdict =>
    managesCompany(membership) || refuse('forbidden', SCHEDULE_REFUSALS.notApprover),
  readCompany: (_caller: Caller, { membership }: { membership: Membership | null }): Verdict =>
    membership !== null || refuse('forbidden', SCHEDULE_REFUSALS.noCompany),
  writeCompany: (_caller: Caller, { membership }: { membership: Membership | null }): Verdict => {
    if (!membership) return refuse('forbidden', SCHEDULE_REFUSALS.noCompany);
    return managesCompany(membership) || refuse('forbidden', SCHEDULE_REFUSALS.notAdvisor);
  },
};
