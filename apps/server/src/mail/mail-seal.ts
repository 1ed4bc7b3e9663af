import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Queued mail carries OTP codes and reset links, so its bodies are kept in the outbox only as
 * AES-256-GCM ciphertext under a key derived from the server secret (JWT_SECRET): a copy of the
 * database files or rows alone reveals no live secret (docs/security.md).
 */
const FORMAT = 'gcm1';
const IV_BYTES = 12;

export interface MailSeal {
  seal(plain: string): string;
  isSealed(text: string): boolean;
  /** Throws when the text was not sealed with this server secret, or was altered. */
  open(sealed: string): string;
}

/**
 * AES-256-GCM under a key derived from the server secret for one purpose (`salt`, `info`): the
 * mail outbox's, and the TOTP secrets' (modules/accounts/factor-seal.ts), each with its own key.
 */
export const createSeal = (serverSecret: string, salt: string, info: string): MailSeal => {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, salt, info, 32));
  return {
    seal: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    isSealed: (text) => text.startsWith(`${FORMAT}.`),
    open: (sealed) => {
      const [format, iv, tag, data] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || data === undefined) {
        throw new Error('the text is not sealed with this server secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
};

export const createMailSeal = (serverSecret: string): MailSeal =>
  createSeal(serverSecret, 'georisk-mail-outbox', 'mail body encryption');

let processSeal: MailSeal | undefined;

/**
 * One server secret per process: the app sets it when it is built, before any mail is queued or
 * sent, so the queueing side (services inside transactions) and the dispatcher share the key.
 */
export const setMailSecret = (serverSecret: string): void => {
  processSeal = createMailSeal(serverSecret);
};

export const mailSeal = (): MailSeal => {
  if (!processSeal) throw new Error('mail encryption key not set: call setMailSecret at start');
  return processSeal;
};
