import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@georisk/contract';

/** An opaque bearer secret (refresh and reset tokens): 32 random bytes, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as this digest, so a database leak hands out no usable token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A zero-padded numeric one-time code from the CSPRNG. */
export const randomOtp = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** The OTP digest is salted with the user id so equal codes of two users differ. */
export const otpDigest = (userId: string, code: string): string => sha256(`${userId}:${code}`);
