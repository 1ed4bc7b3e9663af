/**
 * Every verification's icon (docs/rules/news.md, "Reliability"). Its own module without imports:
 * the build reads it (through app/landing-icons.ts) to put these icons in the landing page's
 * small icon stylesheet, since news cards show them.
 */
export const VERIFICATION_ICON = {
  unverified: 'bi-question-circle',
  confirmed: 'bi-patch-check',
  disputed: 'bi-exclamation-triangle',
} as const;
