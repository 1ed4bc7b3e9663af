import { CODES, type Code } from '@georisk/contract';
import type { Failure, Reason, Result } from '../domain/result.js';
import { AppError } from './errors.js';

/** How each refusal reads over HTTP: status and catalogue code (docs/api.md lists them). */
const HTTP: Record<Reason, { status: number; code: Code }> = {
  invalid: { status: 400, code: CODES.invalidInput },
  unauthorized: { status: 401, code: CODES.unauthorized },
  forbidden: { status: 403, code: CODES.forbidden },
  'not-found': { status: 404, code: CODES.notFound },
  gone: { status: 410, code: CODES.gone },
  conflict: { status: 409, code: CODES.conflict },
  'in-use': { status: 409, code: CODES.inUse },
  'too-many': { status: 429, code: CODES.rateLimited },
  'payment-required': { status: 402, code: CODES.notEnoughCredits },
  upstream: { status: 502, code: CODES.unavailable },
};

export const httpError = (failure: Failure): AppError => {
  const { status, code } = HTTP[failure.reason];
  return new AppError(status, failure.code ?? code, failure.message, failure.data);
};

/**
 * The value of a success. A failure is thrown as its HTTP error, which the one error handler
 * turns into the reply envelope; routes call this and nothing below them knows HTTP.
 */
export const valueOrHttpError = <T>(result: Result<T>): T => {
  if (!result.ok) throw httpError(result);
  return result.value;
};
