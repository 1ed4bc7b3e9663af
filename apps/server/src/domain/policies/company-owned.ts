import { hasRole, type UserCaller as Caller } from '../caller.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';

/**
 * Whose a record is: a company's, or a solo customer's (branches, travellers, trips:
 * docs/rules/branches.md, docs/rules/schedule.md).
 */
export interface RecordOwner {
  companyId: string | null;
  userId: string | null;
}

export interface OwnedFacts {
  /** The caller's membership, or null for a user without a company. */
  membership: Membership | null;
  owner: RecordOwner;
}

export interface OwnedRefusals {
  notYours: string;
  notManager: string;
  noRecords: string;
}

export const managesCompany = (membership: Membership | null) =>
  membership?.role === 'owner' || membership?.role === 'admin';

export const isTheirs = (caller: Caller, { membership, owner }: OwnedFacts) =>
  owner.companyId !== null
    ? membership?.companyId === owner.companyId
    : owner.userId === caller.userId;

/**
 * The rules of a record a company (or a solo customer) keeps: a company's members and viewers
 * read its records, its owners and admins change them; a solo customer keeps their own; platform
 * admins read every record and change none; partners have none. Nothing crosses companies.
 */
export const companyOwnedPolicy = (refusals: OwnedRefusals) => ({
  read: (caller: Caller, facts: OwnedFacts): Verdict =>
    isTheirs(caller, facts) || hasRole(caller, 'admin') || refuse('forbidden', refusals.notYours),
  manage: (caller: Caller, facts: OwnedFacts): Verdict => {
    if (!isTheirs(caller, facts)) return refuse('forbidden', refusals.notYours);
    return facts.owner.companyId === null || managesCompany(facts.membership)
      ? true
      : refuse('forbidden', refusals.notManager);
  },
  /** Listing the caller's own records: a member's company's, or their own. */
  list: (caller: Caller, { membership }: Pick<OwnedFacts, 'membership'>): Verdict =>
    membership !== null ||
    hasRole(caller, 'customer') ||
    hasRole(caller, 'admin') ||
    refuse('forbidden', refusals.noRecords),
});

/**
 * Where a caller's new records go: their company's, or their own (a solo customer). Null when
 * they may keep none; `list` and `manage` give the refusal.
 */
export const recordHome = (caller: Caller, membership: Membership | null): RecordOwner | null => {
  if (membership) return { companyId: membership.companyId, userId: null };
  return hasRole(caller, 'customer') ? { companyId: null, userId: caller.userId } : null;
};
