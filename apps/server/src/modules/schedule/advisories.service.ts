import {
  TRIP_DEFAULT_APPROVAL_LEVEL,
  type Advisory,
  type AdvisoryValues,
  type RiskLevel,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { notFound, success, type Result } from '../../domain/result.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { auditSchedule, companyFor } from './schedule-access.js';
import {
  findAdvisory,
  findApprovalLevel,
  listAdvisories,
  removeAdvisory,
  saveApprovalLevel,
  upsertAdvisory,
} from './advisories.repository.js';

/** A company's advisories and its approval level (docs/rules/schedule.md). */
export const saveAdvisory = async (
  db: Database,
  caller: UserCaller,
  values: AdvisoryValues,
): Promise<Result<Advisory>> => {
  const company = await companyFor(db, caller, 'writeCompany');
  if (!company.ok) return company;
  const { companyId } = company.value;
  return transactionResult(db, async (tx) => {
    const advisory = await upsertAdvisory(tx, companyId, values);
    await auditSchedule(tx, caller, companyId, {
      action: 'advisory.upsert',
      target: { kind: 'advisory', id: advisory.advisory_id },
      detail: { country: advisory.country, override_level: advisory.override_level },
    });
    return success(advisory);
  });
};

export const advisoryOf = async (db: Database, caller: UserCaller, country: string) => {
  const company = await companyFor(db, caller, 'readCompany');
  if (!company.ok) return company;
  const advisory = await findAdvisory(db, company.value.companyId, country);
  return advisory ? success(advisory) : notFound(M.advisory);
};

export const deleteAdvisory = async (
  db: Database,
  caller: UserCaller,
  country: string,
): Promise<Result<Advisory>> => {
  const company = await companyFor(db, caller, 'writeCompany');
  if (!company.ok) return company;
  const { companyId } = company.value;
  return transactionResult(db, async (tx) => {
    const advisory = await removeAdvisory(tx, companyId, country);
    if (!advisory) return notFound(M.advisory);
    await auditSchedule(tx, caller, companyId, {
      action: 'advisory.delete',
      target: { kind: 'advisory', id: advisory.advisory_id },
      detail: { country },
    });
    return success(advisory);
  });
};

export const advisoriesOf = async (
  db: Database,
  caller: UserCaller,
  filter: { limit?: number; offset?: number },
) => {
  const company = await companyFor(db, caller, 'readCompany');
  if (!company.ok) return company;
  const page = await listAdvisories(db, company.value.companyId, filter);
  const canManage = (await companyFor(db, caller, 'writeCompany')).ok;
  return success({ ...page, canManage });
};

/** The level at or above which a company's trips wait for approval (default High Risk). */
export const approvalLevelOf = async (db: Database, companyId: string): Promise<RiskLevel> =>
  (await findApprovalLevel(db, companyId)) ?? TRIP_DEFAULT_APPROVAL_LEVEL;

export const tripSettingsOf = async (db: Database, caller: UserCaller) => {
  const company = await companyFor(db, caller, 'readCompany');
  if (!company.ok) return company;
  const canManage = (await companyFor(db, caller, 'writeCompany')).ok;
  return success({
    approval_level: await approvalLevelOf(db, company.value.companyId),
    can_manage: canManage,
  });
};

export const updateTripSettings = async (
  db: Database,
  caller: UserCaller,
  level: RiskLevel,
): Promise<Result<{ approval_level: RiskLevel; can_manage: boolean }>> => {
  const company = await companyFor(db, caller, 'writeCompany');
  if (!company.ok) return company;
  const { companyId } = company.value;
  // The same level again changes nothing: no audit row (DESIGN section 19).
  if ((await approvalLevelOf(db, companyId)) === level) {
    return success({ approval_level: level, can_manage: true });
  }
  return transactionResult(db, async (tx) => {
    await saveApprovalLevel(tx, companyId, level);
    await auditSchedule(tx, caller, companyId, {
      action: 'trip.settings',
      detail: { approval_level: level },
    });
    return success({ approval_level: level, can_manage: true });
  });
};
