/**
 * What a check-in link's token says once verified (plugins/tokens.ts): whose answer it carries,
 * or why it is refused (docs/rules/checkins.md, "The link").
 */
export type CheckinToken = { recipientId: string } | { refused: 'expired' | 'invalid' };
