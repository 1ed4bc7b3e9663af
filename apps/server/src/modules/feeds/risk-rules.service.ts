import type { RiskRule, RiskRuleForm } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { uniqueOr } from '../../db/unique.js';
import { failure, foundOr, type Result } from '../../domain/result.js';
import { FEEDS_MESSAGES as M } from './feeds.messages.js';
import {
  insertMissingRiskRules,
  insertRiskRule,
  listRiskRules,
  removeRiskRule,
} from './risk-rules.repository.js';

/** The live rules in the order they are tried (Severe first). */
export const riskRulesInOrder = listRiskRules;

/** The starting keyword rules, added once; an admin's deletions and additions are kept. */
export const seedRiskRules = insertMissingRiskRules;

/**
 * One live rule per keyword, in any case: a second one could never decide anything. The live
 * keyword unique index decides, so two admins adding one keyword at once get one rule.
 */
export const addRiskRule = (
  db: Database,
  form: RiskRuleForm,
  createdBy: string,
): Promise<Result<RiskRule>> =>
  uniqueOr(() => insertRiskRule(db, form, createdBy), failure('conflict', M.ruleKeywordTaken));

export const deleteRiskRule = async (db: Database, id: string) =>
  foundOr(await removeRiskRule(db, id), M.ruleNotFound);
