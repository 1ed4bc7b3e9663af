/**
 * Languages and source reliability (docs/rules/news.md, "Languages" and "Reliability").
 * No zod here: the landing page's cards read these labels (its JS budget).
 */

/** The languages whose country names, keyword rules and seeded rules the server knows. */
export const TAGGED_LANGUAGES = ['en', 'fr', 'es', 'pt', 'de', 'ru', 'ar', 'zh'] as const;
export type TaggedLanguage = (typeof TAGGED_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<TaggedLanguage, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  de: 'German',
  ru: 'Russian',
  ar: 'Arabic',
  zh: 'Chinese',
};

/** The Admiralty scale's source reliability grades. */
export const SOURCE_GRADES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type SourceGrade = (typeof SOURCE_GRADES)[number];
export const GRADE_LABELS: Record<SourceGrade, string> = {
  A: 'Completely reliable',
  B: 'Usually reliable',
  C: 'Fairly reliable',
  D: 'Not usually reliable',
  E: 'Unreliable',
  F: 'Reliability cannot be judged',
};

/** What partners or admins found about an article's facts. */
export const VERIFICATIONS = ['unverified', 'confirmed', 'disputed'] as const;
export type Verification = (typeof VERIFICATIONS)[number];
export const VERIFICATION_LABELS: Record<Verification, string> = {
  unverified: 'Unverified',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
};
