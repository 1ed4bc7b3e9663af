import type { Readable } from 'node:stream';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { ApiTokenScope } from '@georisk/contract';
import type { z } from 'zod';
import type { Result } from '../domain/result.js';
import type { Access } from '../plugins/access.js';
import { attachmentHeader } from './content-disposition.js';
import { openStream, type EventStream } from './event-stream.js';
import { ok } from './reply.js';
import { valueOrHttpError } from './result-reply.js';
import type { CacheRule } from '../cache/public-reply-cache.js';

/** What one POST route declares besides its handler (docs/architecture.md, "The one-way data path"). */
export interface PostRoute<Body extends z.ZodType, Reply extends z.ZodType> {
  access: Access;
  /** The API-token scope that opens the route; none: API tokens are refused (plugins/access.ts). */
  scope?: ApiTokenScope;
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** A public or reference read served from the shared reply cache (cache/public-reply-cache.ts). */
  cache?: CacheRule;
  /** Runs before the handler, e.g. a per-account rate limit (modules/accounts/rate-limits.ts). */
  preHandler?: preHandlerHookHandler;
  /** Bytes a body may have, when a route takes more than the app's 1 MiB (a CSV import). */
  bodyLimit?: number;
  summary: string;
  body: Body;
  reply: Reply;
}

/** The request as the route's validator left it: the body is the parse result of its schema. */
export type ParsedRequest<Body extends z.ZodType> = FastifyRequest & { body: z.output<Body> };

/**
 * What the OpenAPI document says of a route's API-token scope: the bearer schemes it accepts
 * (an access token always; an API token only with a scope) and the scope in its description.
 */
const tokenDocs = (
  scope: ApiTokenScope | undefined,
): { security: Record<string, string[]>[]; description: string } =>
  scope
    ? {
        security: [{ bearer: [] }, { apiToken: [] }],
        description: `API tokens: needs the scope \`${scope}\`.`,
      }
    : {
        security: [{ bearer: [] }],
        description: 'API tokens: refused (no scope opens this route).',
      };

/**
 * The POST routes of one module, declared the same way: path, who may call it, its rate limit,
 * what runs before the handler, the OpenAPI summary, the body and the reply schema from the contract; the handler's reply is
 * checked against the reply schema's type. fastify-type-provider-zod parses the body and fills
 * the OpenAPI document from the same schemas.
 */
export const postRoutes =
  (app: FastifyInstance, tags: string[]) =>
  <Body extends z.ZodType, Reply extends z.ZodType>(
    path: string,
    {
      access,
      scope,
      rateLimit,
      cache,
      preHandler,
      bodyLimit,
      summary,
      body,
      reply,
    }: PostRoute<Body, Reply>,
    handle: (request: ParsedRequest<Body>) => Promise<z.input<Reply>>,
  ) => {
    const options: RouteShorthandOptions = {
      config: {
        access,
        ...(scope && { scope }),
        ...(rateLimit && { rateLimit }),
        ...(cache && { cache }),
      },
      ...(preHandler && { preHandler }),
      ...(bodyLimit && { bodyLimit }),
      schema: { tags, summary, body, response: { 200: reply }, ...tokenDocs(scope) },
    };
    app.post(`/${path}`, options, (request) => handle(request as ParsedRequest<Body>));
  };

/** A page of records a service answers for a list route. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  /** Whether the caller may change these records (the reply's `can_manage`), where it says. */
  canManage?: boolean;
}

/** The type of one row under `key` in a reply schema's input. */
type RowOf<Reply extends z.ZodType, K extends string> =
  z.input<Reply> extends Record<K, (infer Row)[]> ? Row : never;

/** What a list route declares besides a route's options: the rows' key and the reply's message. */
export interface PageRoute<
  Body extends z.ZodType,
  Reply extends z.ZodType,
  K extends string,
> extends PostRoute<Body, Reply> {
  key: K;
  message: string;
}

/**
 * The list routes of one module, declared through postRoutes: the handler only reads the page
 * (or its Result); the reply is the message, the rows under `key`, the total and, where the service
 * tells, `can_manage`. The rows' type is checked against the reply schema's.
 */
export const pageRoutes =
  (route: ReturnType<typeof postRoutes>) =>
  <Body extends z.ZodType, Reply extends z.ZodType, K extends string>(
    path: string,
    { key, message, ...options }: PageRoute<Body, Reply, K>,
    readPage: (
      request: ParsedRequest<Body>,
    ) => Promise<Page<RowOf<Reply, K>> | Result<Page<RowOf<Reply, K>>>>,
  ) =>
    route(path, options, async (request) => {
      const read = await readPage(request);
      const { rows, total, canManage } = 'ok' in read ? valueOrHttpError(read) : read;
      const manage = canManage === undefined ? {} : { can_manage: canManage };
      return ok(message, { [key]: rows, total, ...manage }) as z.input<Reply>;
    });

/** A file a call answers instead of the JSON envelope (a CSV export); its refusals stay JSON. */
export interface Download {
  /** The name a browser saves it under (any text: content-disposition.ts makes it safe). */
  filename: string;
  type: string;
  body: Readable;
}

/**
 * POST routes that answer a file, declared like postRoutes: the body is parsed and the caller
 * checked the same way, and a refusal thrown by the handler is the usual JSON envelope. The file
 * is streamed, so a large one never sits in memory.
 */
export const postDownloads =
  (app: FastifyInstance, tags: string[]) =>
  <Body extends z.ZodType>(
    path: string,
    { access, rateLimit, summary, body }: Omit<PostRoute<Body, z.ZodType>, 'reply' | 'cache'>,
    handle: (request: ParsedRequest<Body>) => Promise<Download>,
  ) => {
    const options: RouteShorthandOptions = {
      config: { access, ...(rateLimit && { rateLimit }) },
      schema: { tags, summary, body },
    };
    app.post(`/${path}`, options, async (request, reply) => {
      const file = await handle(request as ParsedRequest<Body>);
      return (
        reply
          .type(file.type)
          .header('content-disposition', attachmentHeader(file.filename))
          // A download is never rendered as something else than its declared type.
          .header('x-content-type-options', 'nosniff')
          .send(file.body)
      );
    });
  };

/** The request as the route's validator left it: the query is the parse result of its schema. */
export type StreamRequest<Query extends z.ZodType> = FastifyRequest & { query: z.output<Query> };

/**
 * GET routes that answer a server-sent event stream (EventSource can only GET, and sends no
 * header of ours): declared like postRoutes, with a query schema instead of a body. `open` checks
 * the caller and may refuse with the usual JSON envelope; what it returns is then handed the
 * stream, once the response has become one.
 */
export const eventStreamRoutes =
  (app: FastifyInstance, tags: string[]) =>
  <Query extends z.ZodType>(
    path: string,
    { access, summary, query }: { access: Access; summary: string; query: Query },
    open: (request: StreamRequest<Query>) => Promise<(stream: EventStream) => void>,
  ) => {
    app.get(
      `/${path}`,
      { config: { access }, schema: { tags, summary, querystring: query } },
      async (request, reply) => {
        const attach = await open(request as StreamRequest<Query>);
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          // Proxies such as nginx would otherwise hold events back in their buffers.
          'x-accel-buffering': 'no',
          // Once the stream ends (its time is up, or the server is closing) the connection goes
          // too: kept alive, it would hold a closing server open for its keep-alive time.
          connection: 'close',
        });
        // Written at once, so the browser's EventSource reports the stream open.
        reply.raw.write(': open\n\n');
        attach(openStream(reply));
      },
    );
  };

/** The request as the route's validator left it: the query is the parse result of its schema. */
export type RedirectRequest<Query extends z.ZodType> = FastifyRequest & { query: z.output<Query> };

/**
 * GET routes a browser is sent to by another site (an identity provider's redirect back), declared
 * like postRoutes with a query schema: the handler answers the address to send the browser on to
 * (303), never a body with secrets.
 */
export const redirectRoutes =
  (app: FastifyInstance, tags: string[]) =>
  <Query extends z.ZodType>(
    path: string,
    { access, summary, query }: { access: Access; summary: string; query: Query },
    handle: (request: RedirectRequest<Query>) => Promise<string>,
  ) => {
    app.get(
      `/${path}`,
      { config: { access }, schema: { tags, summary, querystring: query } },
      async (request, reply) => {
        const location = await handle(request as RedirectRequest<Query>);
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  };
