import type { Database } from '../../db/database.js';
import { hasRole, type UserCaller } from '../../domain/caller.js';
import {
  authorize,
  recordHome,
  type Membership,
  type RecordOwner,
} from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { membershipOf } from './company-context.js';

/** The records a list reads: one owner's, or every owner's (a platform admin's oversight). */
export type OwnedScope = RecordOwner | 'all';

/**
 * Access to the records a company or a solo customer keeps (branches; travellers and trips),
 * asked of the resource's company-owned policy (domain/policies/company-owned.ts): the one place
 * their services ask. `noRecords` is the refusal of a caller who may keep none.
 */
export const ownedRecordAccess = (kind: 'branch' | 'schedule', noRecords: string) => {
  const homeOf = (caller: UserCaller, membership: Membership | null): Result<RecordOwner> => {
    const home = recordHome(caller, membership);
    if (!home) return failure('forbidden', noRecords);
    const allowed = authorize(caller, 'manage', { kind, membership, owner: home });
    return allowed.ok ? success(home) : allowed;
  };

  /** Whether the caller may `read` or `manage` a record of this owner. */
  const mayActOn = async (
    db: Database,
    caller: UserCaller,
    owner: RecordOwner,
    action: 'read' | 'manage',
  ) => {
    const membership = await membershipOf(db, caller.userId);
    return authorize(caller, action, { kind, membership, owner });
  };

  /** Where the caller's new records go, if they may write them. */
  const homeToManage = async (db: Database, caller: UserCaller) =>
    homeOf(caller, await membershipOf(db, caller.userId));

  /**
   * The records a list or export reads (a member's company's, a customer's own, an admin's all),
   * and whether the caller may change them.
   */
  const scopeToRead = async (
    db: Database,
    caller: UserCaller,
  ): Promise<Result<{ scope: OwnedScope; canManage: boolean }>> => {
    const membership = await membershipOf(db, caller.userId);
    const allowed = authorize(caller, 'list', { kind, membership });
    if (!allowed.ok) return allowed;
    const canManage = homeOf(caller, membership).ok;
    if (membership) {
      return success({ scope: { companyId: membership.companyId, userId: null }, canManage });
    }
    const own = { companyId: null, userId: caller.userId };
    return success({ scope: hasRole(caller, 'admin') ? 'all' : own, canManage });
  };

  return { homeToManage, mayActOn, scopeToRead };
};
