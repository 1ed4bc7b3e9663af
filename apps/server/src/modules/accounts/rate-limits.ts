import { canonicalEmail, CODES } from '@georisk/contract';
import { decodeJwt } from 'jose';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, unavailable } from '../../http/errors.js';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * Two counters per route: the client address, and the account the body names whatever the
 * address (rotating addresses behind a proxy must not reset it). Both are shared by servers.
 */
export interface RouteLimits {
  perIp: Limit;
  perAccount: Limit;
}

export type AccountRoute = 'login' | 'signUp' | 'otp' | 'forget' | 'reset' | 'mfa' | 'voucher';
export type AccountRateLimits = Record<AccountRoute, RouteLimits>;

const MINUTE = 60_000;

/**
 * Far above what a person does by hand, far below what guessing needs. Per IP stays generous
 * because offices and the journeys share one address; the per-account counter stops guessing.
 */
export const DEFAULT_RATE_LIMITS: AccountRateLimits = {
  login: { perIp: { max: 100, timeWindow: MINUTE }, perAccount: { max: 10, timeWindow: MINUTE } },
  // 60 new accounts per address in 10 minutes: an office's or the journeys' shared address (two
  // shards of journeys each sign up more than 30 in that time); each account still needs its
  // own mailed code, and the per-account counter stops repeats.
  signUp: {
    perIp: { max: 60, timeWindow: 10 * MINUTE },
    perAccount: { max: 5, timeWindow: 10 * MINUTE },
  },
  otp: { perIp: { max: 60, timeWindow: MINUTE }, perAccount: { max: 10, timeWindow: MINUTE } },
  forget: {
    perIp: { max: 30, timeWindow: 10 * MINUTE },
    perAccount: { max: 5, timeWindow: 10 * MINUTE },
  },
  reset: { perIp: { max: 30, timeWindow: MINUTE }, perAccount: { max: 10, timeWindow: MINUTE } },
  // Second-factor tries (a 6-digit code): 10 per account in 15 minutes is under 1 000 a day,
  // about one chance in a thousand a day of guessing, and each try needs the password first.
  mfa: {
    perIp: { max: 60, timeWindow: MINUTE },
    perAccount: { max: 10, timeWindow: 15 * MINUTE },
  },
  // Voucher codes (docs/rules/credits.md): 31^12 codes make guessing hopeless at 10 tries per
  // account in 15 minutes; the address counter stops one client spreading guesses over accounts.
  voucher: {
    perIp: { max: 30, timeWindow: 15 * MINUTE },
    perAccount: { max: 10, timeWindow: 15 * MINUTE },
  },
};

/** Options the account modules accept (tests lower the limits to reach 429 quickly). */
export interface AccountModuleOptions {
  rateLimits?: Partial<AccountRateLimits>;
}

const subjectOf = (token: string): string => {
  try {
    return String(decodeJwt(token).sub ?? 'none').toLowerCase();
  } catch {
    return 'none';
  }
};

/** The account a body names: its e-mail (canonical, so every spelling shares one counter) or its user id. */
const accountOf = (request: FastifyRequest): string => {
  const body = (request.body ?? {}) as { email?: unknown; user_id?: unknown; mfa_token?: unknown };
  // One counter per account however it is spelled: the canonical e-mail, and the user id in the
  // one case the database compares uuids in (docs/security.md).
  if (typeof body.email === 'string') return `email:${canonicalEmail(body.email)}`;
  if (typeof body.user_id === 'string') return `user:${body.user_id.trim().toLowerCase()}`;
  // The second factor's step: the user its token names (read unverified: a forged token gets a
  // counter of its own and is refused anyway), or the logged-in caller on the profile's routes.
  if (typeof body.mfa_token === 'string') return `user:${subjectOf(body.mfa_token)}`;
  if (request.caller?.kind === 'user') return `user:${request.caller.userId}`;
  return 'none';
};

/**
 * A preHandler (the body is parsed and validated by then) enforcing both counters with
 * @fastify/rate-limit's store; 429 in the usual envelope.
 */
export const rateLimited = (
  app: FastifyInstance,
  route: AccountRoute,
  options: AccountModuleOptions,
): preHandlerAsyncHookHandler => {
  const limits = options.rateLimits?.[route] ?? DEFAULT_RATE_LIMITS[route];
  // The route is part of each key: limiters made here share one store namespace.
  const perIp = app.createRateLimit({
    ...limits.perIp,
    keyGenerator: (r) => `${route}:ip:${r.ip}`,
  });
  const perAccount = app.createRateLimit({
    ...limits.perAccount,
    keyGenerator: (r) => `${route}:${accountOf(r)}`,
  });
  return async (request) => {
    for (const check of [perIp, perAccount]) {
      const result = await check(request).catch((error: unknown) => {
        // Counters unreachable: refuse (503) rather than let guesses through uncounted.
        request.log.warn({ err: error }, 'rate-limit store unavailable');
        throw unavailable();
      });
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(
          429,
          CODES.rateLimited,
          `Too many attempts. Please try again in ${result.ttlInSeconds} seconds`,
        );
      }
    }
  };
};
