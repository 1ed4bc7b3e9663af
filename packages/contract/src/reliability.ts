import { z } from 'zod';
import { SOURCE_GRADES, VERIFICATIONS } from './reliability-labels.js';

export * from './reliability-labels.js';

export const RELIABILITY_MESSAGES = {
  invalidGrade: 'Please select a Grade from A to F',
  invalidLanguage: 'Please enter a Language as a two-letter ISO 639-1 code',
  invalidVerification: 'Please select unverified, confirmed or disputed',
} as const;

export const sourceGrade = z.enum(SOURCE_GRADES, { error: RELIABILITY_MESSAGES.invalidGrade });
export const verification = z.enum(VERIFICATIONS, {
  error: RELIABILITY_MESSAGES.invalidVerification,
});
/** An ISO 639-1 code in lower case ("fr"); null: not known. */
export const languageCode = z
  .string({ error: RELIABILITY_MESSAGES.invalidLanguage })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { error: RELIABILITY_MESSAGES.invalidLanguage });
