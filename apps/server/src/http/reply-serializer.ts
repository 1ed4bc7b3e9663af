import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * A reply schema as JSON Schema, output side. OpenAPI 3.0's `nullable: true` is what
 * fast-json-stringify reads for `.nullable()`; objects come out with `additionalProperties: false`,
 * so keys the contract does not declare are dropped, as zod's own check dropped them.
 */
export const replyJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    io: 'output',
    target: 'openapi-3.0',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'throw',
  }) as JsonSchema;

/**
 * What fast-json-stringify cannot write without guessing: a schema with no type (`{}`, from a zod
 * type JSON Schema cannot express, such as a date or a transform; it would be written with every
 * key the value has) and combinators, which it resolves by validating each value at run time.
 */
const COMBINATORS = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref'];

const unsafeReason = (schema: JsonSchema | boolean, path = '#'): string | undefined => {
  if (typeof schema === 'boolean') return undefined;
  const combinator = COMBINATORS.find((key) => key in schema);
  if (combinator) return `${path} uses ${combinator}`;
  if (!('type' in schema)) return `${path} has no type`;
  const children: [string, JsonSchema | boolean | undefined][] = [
    ...Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
      ([name, child]): [string, JsonSchema] => [`${path}/properties/${name}`, child],
    ),
    [`${path}/items`, schema.items as JsonSchema | undefined],
    [`${path}/additionalProperties`, schema.additionalProperties as JsonSchema | undefined],
  ];
  for (const [childPath, child] of children) {
    const reason = child === undefined ? undefined : unsafeReason(child, childPath);
    if (reason) return reason;
  }
  return undefined;
};

export type ReplySerializer = Serialize & { compiled: boolean; reason?: string };

/**
 * One route's reply writer, built once at start: fast-json-stringify compiled from the zod reply
 * schema (docs/performance.md). Where the schema has a shape it cannot write exactly, the route
 * keeps zod's own check and JSON.stringify, and `reason` says why.
 */
export const compileReplySerializer = (
  schema: z.ZodType,
  route: { method: string; url: string },
): ReplySerializer => {
  const jsonSchema = replyJsonSchema(schema);
  const reason = unsafeReason(jsonSchema);
  if (reason) {
    const fallback = zodSerializerCompiler({ schema, ...route }) as Serialize;
    return Object.assign((data: unknown) => fallback(data), { compiled: false, reason });
  }
  const stringify = fastJson(jsonSchema as unknown as Schema) as Serialize;
  return Object.assign((data: unknown) => stringify(data), { compiled: true });
};

/** Fastify's serializer compiler: every route's 2xx reply schema, compiled at start. */
export const replySerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({
  schema,
  method,
  url,
}) => compileReplySerializer(schema, { method, url });
