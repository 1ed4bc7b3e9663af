/**
 * What a mailed link's token says once verified (plugins/link-tokens.ts): whom it is for, or why
 * it is refused.
 */
export type LinkToken = { subject: string } | { refused: 'expired' | 'invalid' };
