/**
 * What a service or repository answers when an operation may be refused. It knows no HTTP: the
 * route turns a failure into its reply (http/result-reply.ts), so every refusal a caller can meet
 * is visible in the function's return type. See docs/architecture.md, "Server module shape".
 */
import type { Code } from '@georisk/contract';

export type Reason =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'gone'
  | 'conflict'
  | 'in-use'
  | 'too-many'
  /** Not enough credits to pay for it (docs/rules/credits.md). */
  | 'payment-required'
  /** A service of another party (an identity provider) did not answer as it should. */
  | 'upstream';

export interface Failure {
  ok: false;
  reason: Reason;
  /** The human message the reply carries, from the module's messages file. */
  message: string;
  /** A more precise catalogue code than the reason's own (the accounts codes: AUTH001...). */
  code?: Code;
  /** Fields the reply carries besides the message (a not-activated login names its user_id). */
  data?: Record<string, unknown>;
}

export interface Success<T> {
  ok: true;
  value: T;
}

export type Result<T> = Success<T> | Failure;

export const success = <T>(value: T): Success<T> => ({ ok: true, value });

export const failure = (
  reason: Reason,
  message: string,
  detail: Pick<Failure, 'code' | 'data'> = {},
): Failure => ({ ok: false, reason, message, ...detail });

/** `<What> not found`, the one wording of a missing (or soft-deleted) record. */
export const notFound = (what: string): Failure => failure('not-found', `${what} not found`);

/** A record read or written by id: absent (null) reads as `<what> not found`. */
export const foundOr = <T>(value: T | null, what: string): Result<T> =>
  value === null ? notFound(what) : success(value);
