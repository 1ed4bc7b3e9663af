import { hasRole, type UserCaller as Caller } from '../caller.js';
import { isTheirs, manages, type BranchFacts } from './branch.js';
import { refuse, type Verdict } from './policy.js';

export const ALERT_REFUSALS = {
  notYours: 'This alert is not yours',
  notManager: "Only the company's owners and admins may handle its alerts",
} as const;

/**
 * Exposure alerts go with their branch (docs/rules/exposure.md): its company's members and
 * viewers (or its solo customer) read them, platform admins read every one for oversight; the
 * company's owners and admins (or the solo customer) handle them. Platform admins handle none,
 * partners see none, nothing crosses from one company to another.
 */
export const alertPolicy = {
  read: (caller: Caller, facts: BranchFacts): Verdict =>
    isTheirs(caller, facts) ||
    hasRole(caller, 'admin') ||
    refuse('forbidden', ALERT_REFUSALS.notYours),
  act: (caller: Caller, facts: BranchFacts): Verdict => {
    if (!isTheirs(caller, facts)) return refuse('forbidden', ALERT_REFUSALS.notYours);
    return facts.branch.companyId === null || manages(facts.membership)
      ? true
      : refuse('forbidden', ALERT_REFUSALS.notManager);
  },
};
