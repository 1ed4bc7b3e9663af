import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** A reply that broke its route's schema, or that the compiled serializer wrote differently. */
export class ReplyCheckError extends Error {
  constructor(
    readonly route: string,
    problem: string,
  ) {
    super(`Reply of ${route} ${problem}`);
  }
}

export interface ReplyCheckOptions {
  /** Told of every broken reply (the reply itself becomes a 500). */
  onFailure: (error: ReplyCheckError) => void;
}

const replySchemaOf = (request: FastifyRequest, status: number): z.ZodType | undefined => {
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = response?.[status] ?? response?.[`${Math.floor(status / 100)}xx`];
  return schema instanceof z.ZodType ? schema : undefined;
};

/** What zod's own serializer wrote: the checked value, unknown keys dropped, as JSON. */
const expectedReplies = new WeakMap<FastifyRequest, unknown>();

/**
 * For tests (test-app.ts turns it on): every reply with a schema is parsed by its zod reply schema
 * before it is written, and what fast-json-stringify wrote must read back as exactly what zod's
 * check and JSON.stringify would have written (docs/performance.md). A mismatch fails the request
 * with a 500 and is reported to `onFailure`, so the whole suite checks every reply it makes.
 */
export const replyCheckPlugin = fp(async (app: FastifyInstance, options: ReplyCheckOptions) => {
  const fail = (request: FastifyRequest, problem: string) => {
    const error = new ReplyCheckError(`${request.method} ${request.url}`, problem);
    options.onFailure(error);
    throw error;
  };

  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = replySchemaOf(request, reply.statusCode);
    if (!schema) return payload;
    const checked = z.safeEncode(schema, payload);
    if (!checked.success) fail(request, `does not match its schema: ${checked.error.message}`);
    else expectedReplies.set(request, JSON.parse(JSON.stringify(checked.data)));
    return payload;
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (!expectedReplies.has(request) || typeof payload !== 'string') return payload;
    const expected = expectedReplies.get(request);
    expectedReplies.delete(request);
    if (!isDeepStrictEqual(JSON.parse(payload), expected)) {
      fail(request, `was written differently from its schema's check: ${payload.slice(0, 500)}`);
    }
    return payload;
  });
});
