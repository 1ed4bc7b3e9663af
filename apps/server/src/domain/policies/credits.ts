import { hasRole, type UserCaller as Caller } from '../caller.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';

/**
 * Who reads and moves whose credits (docs/rules/credits.md): a person their own account; a
 * company's members (not viewers) see its balance, its owners and admins read its entries and
 * redeem vouchers for it; platform admins issue vouchers.
 */
export interface CreditFacts {
  membership: Membership | null;
}

export interface InvoiceFacts extends CreditFacts {
  buyerId: string;
  companyId: string | null;
}

export const CREDIT_REFUSALS = {
  noCompany: 'You do not belong to a company',
  viewer: "Viewers do not see their company's credits",
  notManager: "Only the company's owners and admins may do this",
  adminsOnly: 'Only admins issue vouchers',
  salesAdminsOnly: 'Only admins manage credit packs and invoices',
  notYourInvoice: 'This invoice is not yours',
} as const;

const companyMember = ({ membership }: CreditFacts): Verdict => {
  if (!membership) return refuse('forbidden', CREDIT_REFUSALS.noCompany);
  return membership.role === 'viewer' ? refuse('forbidden', CREDIT_REFUSALS.viewer) : true;
};

export const creditsPolicy = {
  /** The balance a company files from: its members see it. */
  readCompanyBalance: (_caller: Caller, facts: CreditFacts): Verdict => companyMember(facts),
  /** The company's entries, and redeeming a voucher for it: its owners and admins. */
  manageCompanyCredits: (_caller: Caller, facts: CreditFacts): Verdict => {
    const member = companyMember(facts);
    if (member !== true) return member;
    const role = facts.membership?.role;
    return role === 'owner' || role === 'admin'
      ? true
      : refuse('forbidden', CREDIT_REFUSALS.notManager);
  },
  issueVoucher: (caller: Caller): Verdict =>
    hasRole(caller, 'admin') || refuse('forbidden', CREDIT_REFUSALS.adminsOnly),
  /** Credit packs and marking invoices paid (docs/rules/purchases.md): platform admins. */
  manageSales: (caller: Caller): Verdict =>
    hasRole(caller, 'admin') || refuse('forbidden', CREDIT_REFUSALS.salesAdminsOnly),
  /** An invoice: its buyer, its company's owners and admins, platform admins. */
  readInvoice: (caller: Caller, facts: InvoiceFacts): Verdict => {
    if (hasRole(caller, 'admin') || facts.buyerId === caller.userId) return true;
    const role = facts.membership?.role;
    const manager =
      facts.companyId !== null &&
      facts.membership?.companyId === facts.companyId &&
      (role === 'owner' || role === 'admin');
    return manager || refuse('forbidden', CREDIT_REFUSALS.notYourInvoice);
  },
};
