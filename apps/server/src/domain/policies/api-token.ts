import type { UserCaller as Caller } from '../caller.js';
import { managesCompany } from './company-owned.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';

export const API_TOKEN_REFUSALS = {
  notManager: "Only the company's owners and admins manage company tokens",
  noCompany: 'You do not belong to a company',
  notYours: 'This token is not one of yours, or it has already been revoked',
} as const;

export interface ApiTokenFacts {
  /** The caller's membership, or null for a user without a company. */
  membership: Membership | null;
  /** The token's company; null for a personal token. */
  companyId: string | null;
  /** Who made it (a personal token's owner). */
  createdBy: string;
}

/**
 * Who makes and revokes which API tokens (docs/rules/api-tokens.md): every signed-in person
 * their own personal tokens; a company's owners and admins the company's tokens. Nobody else's,
 * a platform admin's included.
 */
export const apiTokenPolicy = {
  create: (
    _caller: Caller,
    { membership, companyId }: Pick<ApiTokenFacts, 'membership' | 'companyId'>,
  ): Verdict => {
    if (companyId === null) return true;
    if (membership?.companyId !== companyId) {
      return refuse('forbidden', API_TOKEN_REFUSALS.noCompany);
    }
    return managesCompany(membership) || refuse('forbidden', API_TOKEN_REFUSALS.notManager);
  },
  manage: (caller: Caller, { membership, companyId, createdBy }: ApiTokenFacts): Verdict => {
    if (companyId === null) {
      return createdBy === caller.userId || refuse('forbidden', API_TOKEN_REFUSALS.notYours);
    }
    return (
      (membership?.companyId === companyId && managesCompany(membership)) ||
      refuse('forbidden', API_TOKEN_REFUSALS.notYours)
    );
  },
};
