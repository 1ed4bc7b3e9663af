import { jwtVerify, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ISSUER = 'georisk';
const AUDIENCE = 'georisk-api';
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ANONYMOUS_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface Roles {
  is_admin: boolean;
  is_partner: boolean;
  is_customer: boolean;
}

export type Caller = { kind: 'anonymous' } | ({ kind: 'user'; userId: string } & Roles);

const TYP = { anonymous: 'anon+jwt', user: 'at+jwt' } as const;

export interface Tokens {
  signAnonymous(): Promise<string>;
  signAccess(userId: string, roles: Roles): Promise<string>;
  /** Returns the caller, or null for a missing, forged, expired or wrong-typed token. */
  verify(token: string): Promise<Caller | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
  }
}

export const createTokens = (secret: string): Tokens => {
  const key = new TextEncoder().encode(secret);
  const sign = (typ: string, ttl: number, claims: Record<string, unknown>, subject?: string) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`);
    return (subject ? jwt.setSubject(subject) : jwt).sign(key);
  };
  return {
    signAnonymous: () => sign(TYP.anonymous, ANONYMOUS_TOKEN_TTL_SECONDS, {}),
    signAccess: (userId, roles) => sign(TYP.user, ACCESS_TOKEN_TTL_SECONDS, { roles }, userId),
    verify: async (token) => {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (protectedHeader.typ === TYP.anonymous) return { kind: 'anonymous' };
        if (protectedHeader.typ !== TYP.user || !payload.sub) return null;
        const roles = payload.roles as Partial<Roles> | undefined;
        return {
          kind: 'user',
          userId: payload.sub,
          is_admin: roles?.is_admin === true,
          is_partner: roles?.is_partner === true,
          is_customer: roles?.is_customer === true,
        };
      } catch {
        return null;
      }
    },
  };
};

export const tokensPlugin = fp<{ secret: string }>(async (app: FastifyInstance, { secret }) => {
  app.decorate('tokens', createTokens(secret));
});
