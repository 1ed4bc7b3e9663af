import { errors, jwtVerify, SignJWT } from 'jose';
import type { LinkToken } from '../domain/link-token.js';

const ISSUER = 'georisk';

/**
 * A mailed link's signed, single-purpose token (a check-in answer, a digest unsubscribe): each
 * purpose has its own key (derived from the secret), `typ` and audience, so a token of one purpose
 * is refused for every other and never taken for an API bearer token, nor one for it.
 */
export const createLinkTokens = (secret: string, purpose: string) => {
  const key = new TextEncoder().encode(`${purpose}:${secret}`);
  const typ = `${purpose}+jwt`;
  const audience = `georisk-${purpose}`;
  return {
    sign: (subject: string, expiresAt: Date): Promise<string> =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    verify: async (token: string): Promise<LinkToken> => {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience,
          typ,
          requiredClaims: ['exp', 'sub'],
        });
        if (protectedHeader.typ !== typ || !payload.sub) return { refused: 'invalid' };
        return { subject: payload.sub };
      } catch (error) {
        return { refused: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
};
