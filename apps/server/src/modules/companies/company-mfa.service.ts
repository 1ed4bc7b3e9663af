import type { Database } from '../../db/database.js';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { recordAudit } from '../audit/index.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import { actorOf, companyContext } from './company-context.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * A company's owners and admins require a second factor of every member (or stop requiring it):
 * members without one are walked through enrolment at their next login (docs/rules/accounts.md,
 * "Second factor"). Audited as `company.require_mfa`.
 */
export const setCompanyRequireMfa = async (
  db: Database,
  caller: UserCaller,
  { company_id, required }: { company_id: string; required: boolean },
  from: { ip: string | null },
): Promise<Result<{ company_id: string; require_mfa: boolean }>> => {
  const context = await companyContext(db, caller, company_id);
  if (!context.ok) return context;
  const allowed = authorize(caller, 'manage', { kind: 'company', ...context.value });
  if (!allowed.ok) return allowed;
  const actor = await actorOf(db, caller.userId, from.ip);
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(companies)
      .set({ requireMfa: required })
      .where(eq(companies.id, company_id))
      .returning({ id: companies.id });
    if (rows.length === 0) return failure('not-found', `${M.companyNotFound} not found`);
    await recordAudit(tx, actor, {
      action: 'company.require_mfa',
      companyId: company_id,
      target: { kind: 'company', id: company_id },
      detail: { required },
    });
    return success({ company_id, require_mfa: required });
  });
};
