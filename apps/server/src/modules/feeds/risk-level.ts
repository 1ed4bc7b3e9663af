import { RISK_LEVELS, type RiskLevel } from '@georisk/contract';

export interface KeywordRule {
  keyword: string;
  riskLevel: string;
  /** ISO 639-1: only articles in that language; null: every article. */
  language?: string | null;
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

const HAN = /\p{Script=Han}/u;
const ARABIC = /\p{Script=Arabic}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * Case-insensitive whole word (or phrase): 'war' matches "a war began", not "software". Per script
 * (docs/rules/news.md, "Languages"): Chinese has no word boundaries, so any occurrence; Arabic may
 * join و ف, ب ك ل and ال to the word ("والانفجار"); Russian declines, so up to three more letters
 * ("теракта", "терактом").
 */
const wholeWord = (keyword: string): RegExp => {
  const term = escapeRegExp(keyword.trim()).replace(/\s+/g, '\\s+');
  if (HAN.test(keyword)) return new RegExp(term, 'u');
  const before = ARABIC.test(keyword) ? '(?:[وف]?[بكل]?(?:ال|ل)?)' : '';
  const after = CYRILLIC.test(keyword) ? '\\p{L}{0,3}' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${before}${term}${after}(?![\\p{L}\\p{N}])`, 'iu');
};

/** What a source says about the items that name no risk term. */
export interface SourceLevel {
  defaultRiskLevel: string;
  everyItemIsAlert: boolean;
}

/** The level of an item with no risk term: Low, unless the admin marked every item an alert. */
const unmatchedLevel = (source: SourceLevel): RiskLevel =>
  source.everyItemIsAlert ? (source.defaultRiskLevel as RiskLevel) : 'Low Risk';

/** A rule for every language applies to every article; one for a language to articles in it, or in none known. */
const speaks = (rule: KeywordRule, language: string | null) =>
  !rule.language || !language || rule.language === language;

/**
 * Builds the grader once per poll: the first matching rule by severity, else the source's
 * unmatched level. A source's default level is no risk judgement of its own (docs/rules/news.md).
 */
export const riskGrader = (rules: KeywordRule[]) => {
  const compiled = bySeverity(rules).map((rule) => ({ ...rule, pattern: wholeWord(rule.keyword) }));
  return (
    text: { title: string; content: string },
    source: SourceLevel,
    language: string | null = null,
  ): string =>
    compiled.find(
      (rule) =>
        speaks(rule, language) &&
        (rule.pattern.test(text.title) || rule.pattern.test(text.content)),
    )?.riskLevel ?? unmatchedLevel(source);
};
