import { RISK_LEVELS } from '@georisk/contract';

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

/** Builds the grader once per poll: the first matching rule by severity, else the default. */
export const riskGrader = (rules: KeywordRule[]) => {
  const compiled = bySeverity(rules).map((rule) => ({ ...rule, pattern: wholeWord(rule.keyword) }));
  return (text: { title: string; content: string }, fallback: string): string =>
    compiled.find((rule) => rule.pattern.test(text.title) || rule.pattern.test(text.content))
      ?.riskLevel ?? fallback;
};
