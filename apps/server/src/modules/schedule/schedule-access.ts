import type { Database } from '../../db/database.js';
import { hasRole, type UserCaller } from '../../domain/caller.js';
import {
  authorize,
  recordHome,
  SCHEDULE_REFUSALS,
  type Membership,
  type RecordOwner,
} from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit, type AuditEntry } from '../audit/index.js';
import { membershipOf } from '../companies/index.js';
import type { ScheduleScope } from './travellers.repository.js';

/**
 * Who keeps which travellers and trips (docs/rules/schedule.md, "Who may do what"): the one place
 * the schedule's services ask, through the `schedule` policy.
 */
const homeOf = (caller: UserCaller, membership: Membership | null): Result<RecordOwner> => {
  const home = recordHome(caller, membership);
  if (!home) return failure('forbidden', SCHEDULE_REFUSALS.noRecords);
  const allowed = authorize(caller, 'manage', { kind: 'schedule', membership, owner: home });
  return allowed.ok ? success(home) : allowed;
};

/** Where the caller's new travellers and trips go, if they may write them. */
export const homeToManage = async (db: Database, caller: UserCaller) =>
  homeOf(caller, await membershipOf(db, caller.userId));

/** The records a list reads (a member's company's, a customer's own, an admin's all). */
export const scopeToRead = async (
  db: Database,
  caller: UserCaller,
): Promise<Result<{ scope: ScheduleScope; canManage: boolean }>> => {
  const membership = await membershipOf(db, caller.userId);
  const allowed = authorize(caller, 'list', { kind: 'schedule', membership });
  if (!allowed.ok) return allowed;
  const canManage = homeOf(caller, membership).ok;
  if (membership) {
    return success({ scope: { companyId: membership.companyId, userId: null }, canManage });
  }
  const own = { companyId: null, userId: caller.userId };
  return success({ scope: hasRole(caller, 'admin') ? 'all' : own, canManage });
};

/** Whether the caller may `read` or `manage` a record of this owner. */
export const mayActOn = async (
  db: Database,
  caller: UserCaller,
  owner: RecordOwner,
  action: 'read' | 'manage',
) => {
  const membership = await membershipOf(db, caller.userId);
  return authorize(caller, action, { kind: 'schedule', membership, owner });
};

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
