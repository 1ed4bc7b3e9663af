import { hasRole, type UserCaller as Caller } from '../caller.js';
import type { Membership } from './company.js';
import { refuse, type Verdict } from './policy.js';

export const AUDIT_REFUSALS = {
  notReader: "Only platform admins and a company's owners and admins may read the audit trail",
  adminsOnly: 'Only platform admins may check the whole chain',
} as const;

/** What the audit rules read: the caller's company role, if any. */
export interface AuditFacts {
  membership: Membership | null;
}

const managesCompany = ({ membership }: AuditFacts) =>
  membership?.role === 'owner' || membership?.role === 'admin';

/**
 * Who reads the audit trail (docs/rules/audit.md): platform admins all of it, a company's owners
 * and admins their company's rows (the service narrows the read to them).
 */
export const auditPolicy = {
  read: (caller: Caller, facts: AuditFacts): Verdict =>
    hasRole(caller, 'admin') ||
    managesCompany(facts) ||
    refuse('forbidden', AUDIT_REFUSALS.notReader),
  /** The chain runs through every company's rows: checking it is a platform admin's. */
  verify: (caller: Caller): Verdict =>
    hasRole(caller, 'admin') || refuse('forbidden', AUDIT_REFUSALS.adminsOnly),
};
