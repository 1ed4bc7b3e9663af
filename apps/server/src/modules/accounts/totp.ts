import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@georisk/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const ISSUER = 'GeoRisk';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret from the CSPRNG (otpauth's Secret uses crypto.getRandomValues), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI, its QR as an SVG data URL, and the key to type by hand. */
export const enrolmentOf = async (secret: string, email: string) => {
  const otpauthUrl = totpOf(secret, email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return {
    otpauth_url: otpauthUrl,
    secret,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
};

/**
 * The time step the code belongs to (the current one, or one either side for a clock a little
 * off), or null for a wrong code. The caller refuses a step not after the last one accepted.
 */
export const totpStep = (secret: string, code: string, now = Date.now()): number | null => {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
};

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 10 characters (about 49 bits each), shown as "abcde-fghjk". */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );

export const showRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
