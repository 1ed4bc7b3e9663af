import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for this key, at this time or a step away. */
export const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
