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
import type { UserCaller } from '../../domain/caller.js';
import { callerActor, recordAudit } from '../audit/index.js';
import type { AuditAction } from '@georisk/contract';

/** The live rules in the order they are tried (Severe first). */
export const riskRulesInOrder = listRiskRules;

/** The starting keyword rules, added once; an admin's deletions and additions are kept. */
export const seedRiskRules = insertMissingRiskRules;

/**
 * One live rule per keyword, in any case: a second one could never decide anything. The live
 * keyword unique index decides, so two admins adding one keyword at once get one rule.
 */
const audited = (db: Database, caller: UserCaller, action: AuditAction, rule: RiskRule) =>
  recordAudit(db, callerActor(caller), {
    action,
    target: { kind: 'rule', id: rule.riskRule_id },
    detail: { keyword: rule.keyword, level: rule.riskLevel },
  });

export const addRiskRule = async (
  db: Database,
  form: RiskRuleForm,
  caller: UserCaller,
): Promise<Result<RiskRule>> => {
  const added = await uniqueOr(
    () => insertRiskRule(db, form, caller.userId),
    failure('conflict', M.ruleKeywordTaken),
  );
  if (added.ok) await audited(db, caller, 'rule.create', added.value);
  return added;
};

export const deleteRiskRule = async (db: Database, caller: UserCaller, id: string) => {
  const removed = foundOr(await removeRiskRule(db, id), M.ruleNotFound);
  if (removed.ok) await audited(db, caller, 'rule.delete', removed.value);
  return removed;
};
