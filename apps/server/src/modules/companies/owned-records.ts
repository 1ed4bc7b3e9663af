import type { Database } from '../../db/database.js';
import { hasRole, type UserCaller } from '../../domain/caller.js';
import {
  authorize,
  recordHome,
  type Membership,
  type RecordOwner,
} from '../../domain/policies/index.js';
import type { AuditAction } from '@georisk/contract';
import { transactionResult } from '../../db/transaction.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
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

  /**
   * A record the caller may `read` or `manage`, found by `find`: 404 (`label`) when there is
   * none, 403 when it is not theirs to.
   */
  const recordFor =
    <Found extends { owner: RecordOwner }>(
      find: (db: Database, id: string) => Promise<Found | null>,
      label: string,
    ) =>
    async (db: Database, caller: UserCaller, id: string, action: 'read' | 'manage') => {
      const found = await find(db, id);
      if (!found) return notFound(label);
      const allowed = await mayActOn(db, caller, found.owner, action);
      return allowed.ok ? success(found) : allowed;
    };

  /** A page of the records the caller reads (`list` in their scope), and whether they may change them. */
  const pageFor =
    <Filter, Page extends object>(
      list: (db: Database, scope: OwnedScope, filter: Filter) => Promise<Page>,
    ) =>
    async (db: Database, caller: UserCaller, filter: Filter) => {
      const reader = await scopeToRead(db, caller);
      if (!reader.ok) return reader;
      const page = await list(db, reader.value.scope, filter);
      return success({ ...page, canManage: reader.value.canManage });
    };

  return { homeToManage, mayActOn, scopeToRead, recordFor, pageFor };
};

/** What a kept record's audit events say of it: the target's kind, its id, and its noun for a 404. */
export interface KeptEvent<Row> {
  kind: string;
  idOf: (row: Row) => string;
  label: string;
}

/**
 * One write of a kept record (create, update or remove) and its audit event naming it, in one
 * transaction, for the owner's company; a write that finds no live row (null) is 404.
 */
export const writeKept = <Row extends { name: string }>(
  db: Database,
  caller: UserCaller,
  companyId: string | null,
  { action, kind, idOf, label }: KeptEvent<Row> & { action: AuditAction },
  write: (tx: Database) => Promise<Row | null>,
): Promise<Result<Row>> =>
  transactionResult(db, async (tx) => {
    const row = await write(tx);
    if (!row) return notFound(label);
    await recordAudit(tx, callerActor(caller), {
      action,
      target: { kind, id: idOf(row) },
      detail: { name: row.name },
      companyId,
    });
    return success(row);
  });
