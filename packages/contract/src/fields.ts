import isEmail from 'validator/lib/isEmail';
import isStrongPassword from 'validator/lib/isStrongPassword';
import { z } from 'zod';
import { MAX_LENGTH, PAGE, PASSWORD_MAX_LENGTH, PASSWORD_RULES } from './constants.js';
import { canonicalEmail } from './email-canonical.js';
import { invisibleCharacters, MESSAGES, tooLong } from './messages.js';
import { isVisibleLine } from './text-rules.js';

/**
 * Field schemas shared by the forms (client) and the request bodies (server).
 * Each rule carries its visible message; object schemas list their keys in the order the screens check them (docs/rules/screens.md),
 * so the first issue zod reports is the first failing rule.
 */

/**
 * Every text of a request, one line or many: a string whose wrong type, emptiness or length all
 * read as the field's own message, trimmed and stored NFC-normalised, so "é" typed as one
 * character or as "e" plus an accent is the same text to a search, a unique name and a compare.
 */
export const requiredText = (message: string, max: number, label = 'Text') =>
  z
    .string({ error: message })
    .trim()
    .normalize('NFC')
    .min(1, { error: message })
    .max(max, { error: tooLong(label, max) });

export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .normalize('NFC')
    .max(max, { error: tooLong(label, max) });

/** What makes a text a single line: no bidirectional control, no zero-width character. */
const visibleLine = (label: string) => ({ error: invisibleCharacters(label) });

/**
 * A single-line text (a name, code, subject, title, icon): as `requiredText`, and refused with
 * "Remove invisible or direction-changing characters from the {label}" when it holds a
 * bidirectional control or a zero-width character (text-rules.ts).
 */
export const requiredLine = (message: string, max: number, label: string) =>
  requiredText(message, max, label).refine(isVisibleLine, visibleLine(label));

export const optionalLine = (max: number, label: string) =>
  optionalText(max, label).refine(isVisibleLine, visibleLine(label));

/**
 * A valid address, parsed into its canonical spelling (see email-canonical.ts). validator's isEmail
 * also caps the address at 254 characters and its local part at 64 bytes.
 */
export const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .refine((value) => isEmail(value), { error: MESSAGES.invalidEmail })
  .transform(canonicalEmail);

export const strongPassword = z
  .string({ error: MESSAGES.invalidPassword })
  .refine((value) => isStrongPassword(value, { ...PASSWORD_RULES, returnScore: false }), {
    error: MESSAGES.invalidPassword,
  })
  .refine((value) => value.length <= PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

/** Letters (any script) and spaces only. */
export const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .normalize('NFC')
    .regex(/^[\p{L} ]+$/u, { error: message })
    .max(MAX_LENGTH.name, { error: tooLong('Name', MAX_LENGTH.name) });

/** Digits with an optional leading sign. */
export const phoneNumber = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .regex(/^[+-]?\d+$/, { error: MESSAGES.invalidPhone })
  .max(MAX_LENGTH.phone, { error: tooLong('Phone', MAX_LENGTH.phone) });

export const id = (message: string = MESSAGES.invalidId) =>
  z.string({ error: message }).uuid({ error: message });

/** A position's latitude and longitude in degrees (places, trip stops). */
export const latitude = z
  .number({ error: MESSAGES.invalidLatitude })
  .min(-90, { error: MESSAGES.invalidLatitude })
  .max(90, { error: MESSAGES.invalidLatitude });
export const longitude = z
  .number({ error: MESSAGES.invalidLongitude })
  .min(-180, { error: MESSAGES.invalidLongitude })
  .max(180, { error: MESSAGES.invalidLongitude });

export const flag = z.boolean({ error: MESSAGES.invalidBoolean });

/** Remove bodies carry `is_deleted: true` (delete is soft: docs/rules/reference-data.md); the server sets it anyway. */
export const removeFlag = z.literal(true, { error: MESSAGES.removeFlag }).optional();

/** `limit` (1..max) and `offset` (0 or more) of a paged list, refused with one message. */
export const pageFields = (maxLimit: number, message: string) => ({
  limit: z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(maxLimit, { error: message })
    .optional(),
  offset: z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .optional(),
});

export const paging = {
  q: optionalText(MAX_LENGTH.search, 'Search').optional(),
  ...pageFields(PAGE.maxLimit, MESSAGES.invalidPaging),
};

export const timestamps = {
  created_at: z.string(),
  updated_at: z.string(),
};
