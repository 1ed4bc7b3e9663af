import { describe, expect, it } from 'vitest';
import { COUNTRIES, isKnownDialCode } from './countries.js';

describe('country list', () => {
  it('holds about 240 countries and territories with dial codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.find((c) => c.code === 'GB')).toEqual({
      name: 'United Kingdom',
      dial_code: '+44',
      code: 'GB',
    });
    expect(COUNTRIES.every((c) => /^\+\d+$/.test(c.dial_code) && /^[A-Z]{2}$/.test(c.code))).toBe(
      true,
    );
  });
  it('knows a dial code only when a country has it', () => {
    expect(isKnownDialCode('+1')).toBe(true);
    expect(isKnownDialCode('+999')).toBe(false);
  });
});
