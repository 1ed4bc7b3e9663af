import { CODES, MESSAGES, type Code } from '@georisk/contract';

/** A failure the client should see as it is: status, catalogue code, human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: Code,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, CODES.forbidden, message);
export const unauthorized = (message = 'Please login to continue') =>
  new AppError(401, CODES.unauthorized, message);
/** The database or a shared service cannot answer now, or the server is shutting down: retry. */
export const unavailable = () => new AppError(503, CODES.unavailable, MESSAGES.unavailable);
