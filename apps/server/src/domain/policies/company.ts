import { hasRole, type UserCaller as Caller } from '../caller.js';
import { refuse, type Verdict } from './policy.js';

/** The caller's place in a company, as the rules read it (docs/rules/companies.md). */
export interface Membership {
  companyId: string;
  role: 'owner' | 'admin' | 'member' | 'viewer';
}

export interface CompanyFacts {
  /** The caller's own membership, or null for a user without a company. */
  membership: Membership | null;
  /** The company acted on. */
  companyId: string;
}

/** A role given (`role`) to a member whose role is now `current` (none for an invitation). */
export interface GrantFacts extends CompanyFacts {
  role?: Membership['role'];
  current?: Membership['role'];
}

export const COMPANY_REFUSALS = {
  notCustomer: 'Only customers can create a company',
  alreadyMember: 'You already belong to a company. Leave it before creating or joining another',
  notYours: 'This company is not yours',
  notManager: "Only the company's owners and admins may do this",
  ownersOnly: 'Only an owner may make someone an owner or change an owner',
  ssoOwnersOnly: 'Only an owner of the company may see or change single sign-on',
} as const;

const isMemberOf = (facts: CompanyFacts) => facts.membership?.companyId === facts.companyId;
const manages = (facts: CompanyFacts) =>
  facts.membership?.role === 'owner' || facts.membership?.role === 'admin';

/** Who may do what with a company and its members; nothing crosses from one company to another. */
export const companyPolicy = {
  create: (caller: Caller, { membership }: Pick<CompanyFacts, 'membership'>): Verdict => {
    if (!hasRole(caller, 'customer')) return refuse('forbidden', COMPANY_REFUSALS.notCustomer);
    return membership ? refuse('conflict', COMPANY_REFUSALS.alreadyMember) : true;
  },
  /** Every member reads the company and its members, viewers too. */
  read: (_caller: Caller, facts: CompanyFacts): Verdict =>
    isMemberOf(facts) || refuse('forbidden', COMPANY_REFUSALS.notYours),
  /** Edit the company, invite, see pending invitations. */
  manage: (caller: Caller, facts: CompanyFacts): Verdict => {
    const member = companyPolicy.read(caller, facts);
    if (member !== true) return member;
    return manages(facts) || refuse('forbidden', COMPANY_REFUSALS.notManager);
  },
  /** Single sign-on settings (docs/rules/sso.md): the company's owners alone. */
  configureSso: (caller: Caller, facts: CompanyFacts): Verdict => {
    const member = companyPolicy.read(caller, facts);
    if (member !== true) return member;
    return (
      facts.membership?.role === 'owner' || refuse('forbidden', COMPANY_REFUSALS.ssoOwnersOnly)
    );
  },
  /** Invite as, change to or remove from a role: owners are made and unmade by owners only. */
  grant: (caller: Caller, facts: GrantFacts): Verdict => {
    const manager = companyPolicy.manage(caller, facts);
    if (manager !== true) return manager;
    const touchesOwner = facts.role === 'owner' || facts.current === 'owner';
    return !touchesOwner || facts.membership?.role === 'owner'
      ? true
      : refuse('forbidden', COMPANY_REFUSALS.ownersOnly);
  },
};
