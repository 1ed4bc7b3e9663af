import { countries as countryData } from 'countries-list';

/** A country list entry (docs/rules/accounts.md, Sign up); about 240 countries and territories with their dial codes. */
export interface Country {
  name: string;
  dial_code: string;
  code: string;
}

export const COUNTRIES: readonly Country[] = Object.entries(countryData)
  .map(([code, country]) => ({
    name: country.name,
    dial_code: `+${country.phone[0] ?? ''}`,
    code,
  }))
  .filter((country) => country.dial_code !== '+')
  .sort((a, b) => a.name.localeCompare(b.name));

const DIAL_CODES = new Set(COUNTRIES.map((country) => country.dial_code));

export const isKnownDialCode = (dialCode: string): boolean => DIAL_CODES.has(dialCode);
