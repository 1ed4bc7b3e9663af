import { RISK_LEVELS, type RiskLevel } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { listCountries } from '../geography/index.js';
import { advisoriesFor } from './advisories.repository.js';
import { approvalLevelOf } from './advisories.service.js';

const rank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

/** Whether `level` is at or above `threshold` (Severe is the highest). */
export const atOrAbove = (level: RiskLevel | null, threshold: RiskLevel) =>
  level !== null && rank(level) <= rank(threshold);

/**
 * Each country's level as a company's trip sees it: the company's override from its advisory
 * when it set one, else GeoRisk's (as the caller's country figures show it), else none.
 */
export const tripLevels = async (
  db: Database,
  caller: UserCaller,
  companyId: string | null,
  countries: string[],
): Promise<Map<string, RiskLevel | null>> => {
  const [assessments, advised] = await Promise.all([
    listCountries(db, caller),
    companyId ? advisoriesFor(db, companyId, countries) : Promise.resolve(new Map()),
  ]);
  const byCode = new Map(assessments.map((a) => [a.code, a.riskLevel]));
  return new Map(
    countries.map((code) => [
      code,
      (advised.get(code)?.override_level as RiskLevel | null | undefined) ??
        byCode.get(code) ??
        null,
    ]),
  );
};

/**
 * A new or changed trip's status (docs/rules/schedule.md, "Approvals"): a company's trip with a
 * stop in a country at or above the company's approval level waits for approval; any other is
 * planned. A solo customer approves their own trips.
 */
export const statusFor = async (
  db: Database,
  caller: UserCaller,
  companyId: string | null,
  countries: string[],
) => {
  if (!companyId) return 'planned' as const;
  const [levels, threshold] = await Promise.all([
    tripLevels(db, caller, companyId, countries),
    approvalLevelOf(db, companyId),
  ]);
  return [...levels.values()].some((level) => atOrAbove(level, threshold))
    ? ('pending_approval' as const)
    : ('planned' as const);
};
