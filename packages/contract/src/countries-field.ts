import { z } from 'zod';
import { COUNTRIES } from './countries.js';
import { MESSAGES } from './messages.js';

/** ISO 3166-1 alpha-2 codes of the country list (docs/rules/geography.md). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.code));

const NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));
export const countryName = (code: string): string => NAMES.get(code) ?? code;

export const countryCode = z
  .string({ error: MESSAGES.invalidCountry })
  .refine((code) => COUNTRY_CODES.has(code), { error: MESSAGES.invalidCountry });

/** A set of countries: known codes, each once, at most `max`. */
export const countryCodes = (max: number) =>
  z
    .array(countryCode, { error: MESSAGES.invalidCountry })
    .max(max, { error: MESSAGES.tooManyCountries })
    .transform((codes) => [...new Set(codes)]);

/** Filters take any number of codes (matching any of them). */
export const countryFilter = z
  .array(countryCode, { error: MESSAGES.invalidCountry })
  .max(COUNTRIES.length, { error: MESSAGES.tooManyCountries });

export const MAX_INCIDENT_COUNTRIES = 5;
export const MAX_ARTICLE_COUNTRIES = 10;
