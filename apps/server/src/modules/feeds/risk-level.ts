import { RISK_LEVELS, type RiskLevel } from '@georisk/contract';

export interface KeywordRule {
  keyword: string;
  riskLevel: string;
}

const severity = (level: string): number => {
  const index = (RISK_LEVELS as readonly string[]).indexOf(level);
  return index === -1 ? RISK_LEVELS.length : index;
};

/** Severe first, so an item that mentions both a coup and an election is graded Severe. */
export const bySeverity = <R extends KeywordRule>(rules: R[]): R[] =>
  [...rules].sort(
    (a, b) => severity(a.riskLevel) - severity(b.riskLevel) || a.keyword.localeCompare(b.keyword),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive whole word (or phrase): 'war' matches "a war began", not "software". */
const wholeWord = (keyword: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(keyword.trim()).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );

/** What a source says about the items that name no risk term. */
export interface SourceLevel {
  defaultRiskLevel: string;
  everyItemIsAlert: boolean;
}

/** The level of an item with no risk term: Low, unless the admin marked every item an alert. */
const unmatchedLevel = (source: SourceLevel): RiskLevel =>
  source.everyItemIsAlert ? (source.defaultRiskLevel as RiskLevel) : 'Low Risk';

/**
 * Builds the grader once per poll: the first matching rule by severity, else the source's
 * unmatched level. A source's default level is no risk judgement of its own (docs/rules/news.md).
 */
export const riskGrader = (rules: KeywordRule[]) => {
  const compiled = bySeverity(rules).map((rule) => ({ ...rule, pattern: wholeWord(rule.keyword) }));
  return (text: { title: string; content: string }, source: SourceLevel): string =>
    compiled.find((rule) => rule.pattern.test(text.title) || rule.pattern.test(text.content))
      ?.riskLevel ?? unmatchedLevel(source);
};
