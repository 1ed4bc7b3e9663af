import { RISK_LEVELS, type RiskLevel } from '@georisk/contract';
import { sql, type SQL } from 'drizzle-orm';

/** A level's rank: 0 for Severe, larger for milder; an unknown level ranks below every known. */
export const levelRank = (level: string): number => {
  const rank = RISK_LEVELS.indexOf(level as RiskLevel);
  return rank < 0 ? RISK_LEVELS.length : rank;
};

/** The higher of two levels (the first on a tie). */
export const higherLevel = (a: string, b: string): string => (levelRank(b) < levelRank(a) ? b : a);

/** levelRank in SQL, for a level column or expression. */
export const levelRankSql = (level: SQL | unknown): SQL =>
  sql`coalesce(array_position(${sql.param([...RISK_LEVELS])}::text[], ${level}), ${RISK_LEVELS.length})`;
