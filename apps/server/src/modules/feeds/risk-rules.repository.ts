import type { RiskRule, RiskRuleForm } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { riskKeywordRules } from '../../db/schema.js';
import { bySeverity } from './risk-level.js';
import { DEFAULT_RISK_RULES } from './default-risk-rules.js';

const columns = {
  riskRule_id: riskKeywordRules.id,
  keyword: riskKeywordRules.keyword,
  riskLevel: riskKeywordRules.riskLevel,
  language: riskKeywordRules.language,
  created_at: riskKeywordRules.createdAt,
  updated_at: riskKeywordRules.updatedAt,
};

const toRiskRule = (row: {
  riskRule_id: string;
  keyword: string;
  riskLevel: string;
  language: string | null;
  created_at: Date;
  updated_at: Date;
}): RiskRule => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const live = eq(riskKeywordRules.isDeleted, false);

/** Live rules in the order they are tried: Severe first. A handful of rows, so sorted here. */
export const listRiskRules = async (db: Database): Promise<RiskRule[]> =>
  bySeverity((await db.select(columns).from(riskKeywordRules).where(live)).map(toRiskRule));

export const insertRiskRule = async (db: Database, form: RiskRuleForm, createdBy: string) => {
  const [row] = await db
    .insert(riskKeywordRules)
    .values({
      keyword: form.keyword,
      riskLevel: form.riskLevel,
      language: form.language ?? null,
      createdBy,
    })
    .returning(columns);
  if (!row) throw new Error('risk rule not inserted');
  return toRiskRule(row);
};

export const removeRiskRule = async (db: Database, id: string) => {
  const [row] = await db
    .update(riskKeywordRules)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(and(eq(riskKeywordRules.id, id), live))
    .returning(columns);
  return row ? toRiskRule(row) : null;
};

export { DEFAULT_RISK_RULES } from './default-risk-rules.js';

const keyOf = (rule: { keyword: string; language?: string | null }) =>
  `${rule.keyword.toLowerCase()}|${rule.language ?? ''}`;

/**
 * Idempotent: a default rule is added only when no rule with that keyword and language ever
 * existed, so an admin's delete or change survives the next start.
 */
export const insertMissingRiskRules = async (db: Database): Promise<void> => {
  const known = new Set(
    (
      await db
        .select({ keyword: riskKeywordRules.keyword, language: riskKeywordRules.language })
        .from(riskKeywordRules)
    ).map(keyOf),
  );
  const missing = DEFAULT_RISK_RULES.filter((rule) => !known.has(keyOf(rule)));
  // Servers starting together may seed at once: the live keyword index keeps one of each.
  if (missing.length > 0) await db.insert(riskKeywordRules).values(missing).onConflictDoNothing();
};
