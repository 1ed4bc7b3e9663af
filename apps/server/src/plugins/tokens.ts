import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller, Roles } from '../domain/caller.js';
import type { CheckinToken } from '../domain/checkin-token.js';
import type { LinkToken } from '../domain/link-token.js';
import type { MfaClaim } from '../domain/mfa-claim.js';
import { createLinkTokens } from './link-tokens.js';
import { createMfaTokens } from './mfa-tokens.js';

const ISSUER = 'georisk';
const AUDIENCE = 'georisk-api';
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ANONYMOUS_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const TYP = { anonymous: 'anon+jwt', user: 'at+jwt' } as const;

export interface Tokens {
  signAnonymous(): Promise<string>;
  /** `sessionId` (the `sid` claim) ties the token to one login, which the session guard checks. */
  signAccess(
    userId: string,
    roles: Roles,
    sessionVersion: number,
    sessionId?: string,
  ): Promise<string>;
  /**
   * The short-lived (5 minutes), single-purpose token between a password and a second factor: its
   * own `typ` and audience, so it is never an access token and an access token is never one.
   */
  signMfa(claim: MfaClaim): Promise<string>;
  verifyMfa(token: string): Promise<MfaClaim | null>;
  /** Returns the caller, or null for a missing, forged, expired or wrong-typed token. */
  verify(token: string): Promise<Caller | null>;
  /** What `verify` answered for this token before, while it is unexpired; else undefined. */
  verifyKnown(token: string): Caller | undefined;
  /** A check-in answer link for one asked traveller, valid until `expiresAt`. */
  signCheckin(recipientId: string, expiresAt: Date): Promise<string>;
  verifyCheckin(token: string): Promise<CheckinToken>;
  /** A digest's one-click unsubscribe link for one person (docs/rules/digests.md). */
  signDigestUnsubscribe(userId: string, expiresAt: Date): Promise<string>;
  verifyDigestUnsubscribe(token: string): Promise<LinkToken>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
  }
}

/** How many verified tokens one process remembers (a few MB at most). */
const VERIFIED_TOKENS_MAX = 10_000;

export const createTokens = (secret: string): Tokens => {
  const key = new TextEncoder().encode(secret);
  // A token that verified once is the same token until it expires: remember what it said, keyed
  // by the whole signed string, so the HMAC check runs once per token, not once per request.
  // Only good signatures are kept (a forged or random token never enters), each until its
  // expiry; revocation does not depend on this (the session guard checks every request).
  // Expiry is wall-clock time (the token's `exp`), so the cache reads that clock, every time.
  const verified = new LRUCache<string, Caller>({
    max: VERIFIED_TOKENS_MAX,
    perf: Date,
    ttlResolution: 0,
  });
  const remember = (token: string, caller: Caller, exp: number | undefined) => {
    const ttl = exp === undefined ? 0 : exp * 1000 - Date.now();
    // A ttl of 0 would mean "forever" to the cache: a token without expiry is not kept.
    if (ttl > 0) verified.set(token, caller, { ttl });
    return caller;
  };
  const sign = (typ: string, ttl: number, claims: Record<string, unknown>, subject?: string) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`);
    return (subject ? jwt.setSubject(subject) : jwt).sign(key);
  };
  const checkinLinks = createLinkTokens(secret, 'checkin');
  const digestLinks = createLinkTokens(secret, 'digest-unsubscribe');
  return {
    ...createMfaTokens(new TextEncoder().encode(`mfa:${secret}`)),
    signCheckin: checkinLinks.sign,
    verifyCheckin: async (token) => {
      const verified = await checkinLinks.verify(token);
      return 'subject' in verified ? { recipientId: verified.subject } : verified;
    },
    signDigestUnsubscribe: digestLinks.sign,
    verifyDigestUnsubscribe: digestLinks.verify,
    signAnonymous: () => sign(TYP.anonymous, ANONYMOUS_TOKEN_TTL_SECONDS, {}),
    signAccess: (userId, roles, sessionVersion, sessionId) =>
      sign(
        TYP.user,
        ACCESS_TOKEN_TTL_SECONDS,
        { roles, sv: sessionVersion, ...(sessionId && { sid: sessionId }) },
        userId,
      ),
    verifyKnown: (token) => verified.get(token),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload, protectedHeader } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (protectedHeader.typ === TYP.anonymous) {
          return remember(token, { kind: 'anonymous' }, payload.exp);
        }
        if (protectedHeader.typ !== TYP.user || !payload.sub) return null;
        // A token without a session version predates revocation: it cannot be checked, so refuse.
        if (!Number.isInteger(payload.sv)) return null;
        const roles = payload.roles as Partial<Roles> | undefined;
        return remember(
          token,
          {
            kind: 'user',
            userId: payload.sub,
            sessionVersion: payload.sv as number,
            ...(typeof payload.sid === 'string' && { sessionId: payload.sid }),
            is_admin: roles?.is_admin === true,
            is_partner: roles?.is_partner === true,
            is_customer: roles?.is_customer === true,
          },
          payload.exp,
        );
      } catch {
        return null;
      }
    },
  };
};

export const tokensPlugin = fp<{ secret: string }>(async (app: FastifyInstance, { secret }) => {
  app.decorate('tokens', createTokens(secret));
});
