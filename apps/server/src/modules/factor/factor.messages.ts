/** Reply texts of the factor routes. */
export const FACTOR_MESSAGES = {
  label: { one: 'Factor', many: 'Factors' },
} as const;
