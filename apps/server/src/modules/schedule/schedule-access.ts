import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, SCHEDULE_REFUSALS, type Membership } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit, type AuditEntry } from '../audit/index.js';
import { membershipOf, ownedRecordAccess } from '../companies/index.js';

/**
 * Who keeps which travellers and trips (docs/rules/schedule.md, "Who may do what"): the one place
 * the schedule's services ask, through the `schedule` policy.
 */
export const { homeToManage, mayActOn, scopeToRead, recordFor, pageFor } = ownedRecordAccess(
  'schedule',
  SCHEDULE_REFUSALS.noRecords,
);

/** The caller's company, for a company-only action (`readCompany`, `writeCompany`, `decide`). */
export const companyFor = async (
  db: Database,
  caller: UserCaller,
  action: 'readCompany' | 'writeCompany' | 'decide',
): Promise<Result<{ companyId: string; membership: Membership }>> => {
  const membership = await membershipOf(db, caller.userId);
  const allowed = authorize(caller, action, { kind: 'schedule', membership });
  if (!allowed.ok) return allowed;
  return membership
    ? success({ companyId: membership.companyId, membership })
    : failure('forbidden', SCHEDULE_REFUSALS.noCompany);
};

export const auditSchedule = (
  db: Database,
  caller: UserCaller,
  companyId: string | null,
  entry: AuditEntry,
) => recordAudit(db, callerActor(caller), { ...entry, companyId });
