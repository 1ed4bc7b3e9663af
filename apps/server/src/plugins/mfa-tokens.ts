import { jwtVerify, SignJWT } from 'jose';
import type { MfaClaim } from '../domain/mfa-claim.js';

/**
 * The `mfa_token` between a password and a second factor (docs/rules/accounts.md, "Second
 * factor"): 5 minutes, its own `typ` and audience, so it is never taken for an access token and
 * an access token is never taken for it (and a key of its own); it names its purpose and the user's session version, so
 * a password change or logout-everywhere voids it.
 */
const ISSUER = 'georisk';
const MFA_AUDIENCE = 'georisk-mfa';
const MFA_TYP = 'mfa+jwt';
const MFA_TOKEN_TTL_SECONDS = 5 * 60;

export const createMfaTokens = (key: Uint8Array) => ({
  signMfa: ({ userId, purpose, sessionVersion }: MfaClaim): Promise<string> =>
    new SignJWT({ purpose, sv: sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: MFA_TYP })
      .setIssuer(ISSUER)
      .setAudience(MFA_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${MFA_TOKEN_TTL_SECONDS}s`)
      .sign(key),
  verifyMfa: async (token: string): Promise<MfaClaim | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: MFA_AUDIENCE,
        typ: MFA_TYP,
      });
      const { purpose, sv } = payload;
      if (!payload.sub || !Number.isInteger(sv)) return null;
      if (purpose !== 'login' && purpose !== 'enrol') return null;
      return { userId: payload.sub, purpose, sessionVersion: sv as number };
    } catch {
      return null;
    }
  },
});
