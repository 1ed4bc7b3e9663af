import type { Branch, BranchValues } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { BRANCH_REFUSALS } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit, type AuditEntry } from '../audit/index.js';
import { ownedRecordAccess, writeKept, type KeptEvent } from '../companies/index.js';
import { findCity } from '../places/index.js';
import { readBranchCsv, writeBranchCsv } from './branches-csv.js';
import { BRANCH_TEXTS as M } from './branches.messages.js';
import {
  allBranches,
  findBranch,
  insertBranch,
  insertBranches,
  listBranches,
  removeBranch,
  updateBranch,
} from './branches.repository.js';

/**
 * Where the caller's new branches go, which branches a list or export reads, and what the caller
 * may do with one: the company-owned rules of the `branch` policy.
 */
const { homeToManage, mayActOn, scopeToRead, recordFor, pageFor } = ownedRecordAccess(
  'branch',
  BRANCH_REFUSALS.noBranches,
);

/** A branch the caller may act on (`read` or `manage`); 404 when there is none, 403 if not theirs. */
const branchFor = recordFor(findBranch, M.label);

const EVENT: KeptEvent<Branch> = {
  kind: 'branch',
  idOf: (branch) => branch.branch_id,
  label: M.label,
};

const audit = (db: Database, caller: UserCaller, companyId: string | null, entry: AuditEntry) =>
  recordAudit(db, callerActor(caller), { ...entry, companyId });

export const createBranch = async (
  db: Database,
  caller: UserCaller,
  values: BranchValues,
): Promise<Result<Branch>> => {
  const home = await homeToManage(db, caller);
  if (!home.ok) return home;
  const write = (tx: Database) => insertBranch(tx, home.value, values);
  return writeKept(db, caller, home.value.companyId, { ...EVENT, action: 'branch.create' }, write);
};

export const branchOf = async (db: Database, caller: UserCaller, id: string) => {
  const found = await branchFor(db, caller, id, 'read');
  return found.ok ? success(found.value.branch) : found;
};

export const updateBranchOf = async (
  db: Database,
  caller: UserCaller,
  { branch_id, ...values }: BranchValues & { branch_id: string },
): Promise<Result<Branch>> => {
  const found = await branchFor(db, caller, branch_id, 'manage');
  if (!found.ok) return found;
  const { companyId } = found.value.owner;
  const write = (tx: Database) => updateBranch(tx, branch_id, values);
  return writeKept(db, caller, companyId, { ...EVENT, action: 'branch.update' }, write);
};

export const removeBranchOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<Branch>> => {
  const found = await branchFor(db, caller, id, 'manage');
  if (!found.ok) return found;
  const { branch, owner } = found.value;
  const write = async (tx: Database) => ((await removeBranch(tx, id)) ? branch : null);
  return writeKept(db, caller, owner.companyId, { ...EVENT, action: 'branch.delete' }, write);
};

export const branchesOf = pageFor(listBranches);

/**
 * Every branch the caller reads (as `branch/list`, at most `max`, by name) and whether they may
 * change them: the exposure map's branches (modules/exposure).
 */
export const branchesToRead = async (db: Database, caller: UserCaller, max: number) => {
  const reader = await scopeToRead(db, caller);
  if (!reader.ok) return reader;
  const rows = await allBranches(db, reader.value.scope, max);
  return success({ rows, canManage: reader.value.canManage });
};

/** One branch the caller reads, and whether they may change it: the branch page's. */
export const branchToRead = async (db: Database, caller: UserCaller, id: string) => {
  const found = await branchFor(db, caller, id, 'read');
  if (!found.ok) return found;
  const canManage = (await mayActOn(db, caller, found.value.owner, 'manage')).ok;
  return success({ rows: [found.value.branch], canManage });
};

/** All rows or none: every mistake is reported with its line, and nothing is written. */
export const importBranches = async (
  db: Database,
  caller: UserCaller,
  csv: string,
): Promise<Result<{ imported: number }>> => {
  const home = await homeToManage(db, caller);
  if (!home.ok) return home;
  const reading = await readBranchCsv(csv, findCity);
  if (!reading.ok) {
    const message = M.importRefused(reading.errors.length);
    return failure('invalid', message, { data: { errors: reading.errors } });
  }
  return transactionResult(db, async (tx) => {
    await insertBranches(tx, home.value, reading.rows);
    await audit(tx, caller, home.value.companyId, {
      action: 'branch.import',
      detail: { rows: reading.rows.length },
    });
    return success({ imported: reading.rows.length });
  });
};

export const exportBranches = async (
  db: Database,
  caller: UserCaller,
): Promise<Result<{ csv: string; rows: number }>> => {
  const reader = await scopeToRead(db, caller);
  if (!reader.ok) return reader;
  const { scope } = reader.value;
  const rows = await allBranches(db, scope);
  const companyId = scope === 'all' ? null : scope.companyId;
  await audit(db, caller, companyId, { action: 'branch.export', detail: { rows: rows.length } });
  return success({ csv: writeBranchCsv(rows), rows: rows.length });
};
