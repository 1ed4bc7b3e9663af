import { createSeal, type MailSeal } from '../../mail/mail-seal.js';

let processSeal: MailSeal | undefined;

/**
 * TOTP secrets are kept sealed (AES-256-GCM, a key derived from the server secret for this use
 * alone): a copy of the database without the server secret yields no working authenticator.
 * The app sets the secret when it is built, as it does for the mail outbox.
 */
export const setFactorSecret = (serverSecret: string): void => {
  processSeal = createSeal(serverSecret, 'georisk-totp-factors', 'totp secret encryption');
};

export const factorSeal = (): MailSeal => {
  if (!processSeal) throw new Error('factor encryption key not set: call setFactorSecret at start');
  return processSeal;
};
