import type { Company } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { uniqueOr } from '../../db/unique.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, COMPANY_REFUSALS } from '../../domain/policies/index.js';
import { failure, foundOr, success, type Result } from '../../domain/result.js';
import { recordAudit } from '../audit/index.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import {
  findCompany,
  insertCompany,
  updateCompany,
  type CompanyValues,
} from './companies.repository.js';
import { actorOf, companyContext, membershipOf } from './company-context.js';
import { insertMember } from './members.repository.js';

type From = { ip: string | null };

/** A customer without a company creates one and becomes its owner, in one transaction. */
export const createCompany = async (
  db: Database,
  caller: UserCaller,
  values: CompanyValues,
  from: From,
): Promise<Result<Company>> => {
  const membership = await membershipOf(db, caller.userId);
  const allowed = authorize(caller, 'create', { kind: 'company', membership });
  if (!allowed.ok) return allowed;
  const actor = await actorOf(db, caller.userId, from.ip);
  return transactionResult(db, async (tx) => {
    const row = await insertCompany(tx, values);
    // The unique index on the member's user decides when two creations race.
    const joined = await uniqueOr(
      () => insertMember(tx, { companyId: row.id, userId: caller.userId, role: 'owner' }),
      failure('conflict', COMPANY_REFUSALS.alreadyMember),
    );
    if (!joined.ok) return joined;
    await recordAudit(tx, actor, {
      action: 'company.create',
      companyId: row.id,
      target: { kind: 'company', id: row.id },
      detail: { name: row.name },
    });
    return foundOr(await findCompany(tx, row.id, 'owner'), M.companyNotFound);
  });
};

/** The caller's company (or the one named, if it is theirs). */
export const companyOf = async (
  db: Database,
  caller: UserCaller,
  companyId?: string,
): Promise<Result<Company>> => {
  const context = await companyContext(db, caller, companyId);
  if (!context.ok) return context;
  const allowed = authorize(caller, 'read', { kind: 'company', ...context.value });
  if (!allowed.ok) return allowed;
  const role = context.value.membership?.role ?? 'viewer';
  return foundOr(await findCompany(db, context.value.companyId, role), M.companyNotFound);
};

/** Owners and admins edit the company; the same values again change and record nothing. */
export const updateCompanyOf = async (
  db: Database,
  caller: UserCaller,
  { company_id, ...values }: CompanyValues & { company_id: string },
  from: From,
): Promise<Result<{ company: Company; changed: boolean }>> => {
  const context = await companyContext(db, caller, company_id);
  if (!context.ok) return context;
  const allowed = authorize(caller, 'manage', { kind: 'company', ...context.value });
  if (!allowed.ok) return allowed;
  const role = context.value.membership?.role ?? 'viewer';
  const actor = await actorOf(db, caller.userId, from.ip);
  return transactionResult(db, async (tx) => {
    const written = await updateCompany(tx, company_id, values, role);
    if (!written) return failure('not-found', `${M.companyNotFound} not found`);
    if (written.changed) {
      await recordAudit(tx, actor, {
        action: 'company.update',
        companyId: company_id,
        target: { kind: 'company', id: company_id },
        detail: { name: written.company.name },
      });
    }
    return success(written);
  });
};
