/** The exposure module's replies (docs/rules/branches.md "Exposure map"). */
export const EXPOSURE_TEXTS = {
  read: 'Exposure found.',
} as const;
