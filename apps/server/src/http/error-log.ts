import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

const SCHEMA_FIELDS = ['code', 'routine', 'table', 'column', 'constraint'] as const;

/**
 * The log serializer for errors. A failed query's message and stack carry its parameters, and the
 * database's own message can quote a value ("invalid input syntax for type integer: ..."); both
 * can hold passwords, tokens or personal data. So a failed query is logged as its statement and
 * the error's SQLSTATE and schema names only (docs/security.md, "Input and feeds").
 */
export const serializeError = (error: Error) => {
  if (!(error instanceof DrizzleQueryError)) return stdSerializers.err(error);
  const cause = (error.cause ?? {}) as Record<string, unknown>;
  return {
    type: 'DrizzleQueryError',
    message: 'Failed query',
    // The frames only: the stack's first lines repeat the message, parameters included.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    query: error.query,
    ...Object.fromEntries(
      SCHEMA_FIELDS.filter((field) => typeof cause[field] === 'string').map((field) => [
        field,
        cause[field],
      ]),
    ),
  };
};

export const LOG_SERIALIZERS = { err: serializeError };
