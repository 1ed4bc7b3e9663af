import { createSeal, type MailSeal } from '../../mail/mail-seal.js';

let processSeal: MailSeal | undefined;

/**
 * Payout details are kept sealed (AES-256-GCM, a key derived from the server secret for this use
 * alone), as the TOTP secrets are: a copy of the database without the secret shows no IBAN.
 */
export const setBankSecret = (serverSecret: string): void => {
  processSeal = createSeal(serverSecret, 'georisk-bank-details', 'payout detail encryption');
};

export const bankSeal = (): MailSeal => {
  if (!processSeal) throw new Error('bank encryption key not set: call setBankSecret at start');
  return processSeal;
};
