import { randomBytes } from 'node:crypto';
import { createSeal, type MailSeal } from '../../mail/mail-seal.js';

let processSeal: MailSeal | undefined;

/**
 * Signing secrets must be read back to sign, so they cannot be hashed: they are kept sealed
 * (AES-256-GCM under a key derived from the server secret for this use alone), as TOTP secrets
 * are. The app sets the server secret when it is built.
 */
export const setWebhookSecret = (serverSecret: string): void => {
  processSeal = createSeal(serverSecret, 'georisk-webhooks', 'webhook secret encryption');
};

const seal = (): MailSeal => {
  if (!processSeal) throw new Error('webhook key not set: call setWebhookSecret at start');
  return processSeal;
};

/** A new secret as the Standard Webhooks specification spells it: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export const sealSecret = (secret: string): string => seal().seal(secret);
export const openSecret = (sealed: string): string => seal().open(sealed);
