import { CODES, MESSAGES, type Code } from '@georisk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isServiceUnavailable } from '../db/availability.js';
import { AppError } from '../http/errors.js';

interface Failure {
  status: number;
  code: Code;
  message: string;
  extra?: Record<string, unknown>;
}

/** Fastify's own client errors, mapped onto the catalogue with human messages. */
const FRAMEWORK_ERRORS: Record<string, Omit<Failure, 'extra'>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: CODES.payloadTooLarge,
    message: 'The request is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: CODES.unsupportedMediaType,
    message: 'Requests must be sent as application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: CODES.invalidInput,
    message: 'The request body is empty',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: CODES.invalidInput,
    message: 'The request body length is wrong',
  },
};

/** Seconds a client (or load balancer) should wait before retrying a 503. */
export const RETRY_AFTER_S = 5;

const toFailure = (error: FastifyError): Failure => {
  if (isServiceUnavailable(error)) {
    return { status: 503, code: CODES.unavailable, message: MESSAGES.unavailable };
  }
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      extra: error.extra,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return { status: 400, code: CODES.invalidInput, message: first?.message ?? 'Invalid input' };
  }
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return known;
  if (error.statusCode === 429) {
    return { status: 429, code: CODES.rateLimited, message: error.message };
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return { status: 400, code: CODES.invalidInput, message: 'The request body is not valid JSON' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      code: CODES.invalidInput,
      message: 'The request is invalid',
    };
  }
  return {
    status: 500,
    code: CODES.internal,
    message: 'Something went wrong on our side. Please try after Sometime.',
  };
};

/** One error handler: every failure is the envelope; 5xx never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = toFailure(error);
    if (failure.status === 503) {
      request.log.warn({ err: error }, 'service unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_S));
    } else if (failure.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    void reply
      .status(failure.status)
      .send({ success: false, code: failure.code, message: failure.message, ...failure.extra });
  });
});
