import { hasRole, type UserCaller as Caller } from '../caller.js';
import { managesCompany } from './company-owned.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';

export interface WebhookFacts {
  /** The caller's membership, or null for a user without a company. */
  membership: Membership | null;
  /** The webhook's company; null for a platform webhook (every company's events). */
  companyId: string | null;
}

export const WEBHOOK_REFUSALS = {
  notManager: "Only the company's owners and admins, or the platform's admins, manage webhooks",
  notYours: 'This webhook is not yours',
} as const;

/**
 * Who manages which webhooks (docs/rules/webhooks.md): a company's owners and admins its own
 * company's; the platform's admins the platform's. Nobody reads or changes another company's.
 */
export const webhookPolicy = {
  manage: (caller: Caller, { membership, companyId }: WebhookFacts): Verdict => {
    if (companyId === null) {
      return hasRole(caller, 'admin') || refuse('forbidden', WEBHOOK_REFUSALS.notYours);
    }
    if (membership?.companyId !== companyId) return refuse('forbidden', WEBHOOK_REFUSALS.notYours);
    return managesCompany(membership) || refuse('forbidden', WEBHOOK_REFUSALS.notManager);
  },
};

/**
 * Whose webhooks a caller manages: the platform's for a platform admin, else their company's
 * when they own or run it; null when none (webhookPolicy gives the refusal).
 */
export const webhookHome = (
  caller: Caller,
  membership: Membership | null,
): { companyId: string | null } | null => {
  if (hasRole(caller, 'admin')) return { companyId: null };
  if (membership && managesCompany(membership)) return { companyId: membership.companyId };
  return null;
};
