import {
  API_PATHS,
  baseReply,
  listReplyWith,
  replyWith,
  type AuditAction,
} from '@georisk/contract';
import type { ApiTokenScope } from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import type { CrudSchemas, CrudService, ReadScope } from '../domain/crud.js';
import type { Result } from '../domain/result.js';
import { can } from '../domain/policies/index.js';
import { userOf, type Access } from '../plugins/access.js';
import type { CacheRule, CacheTopic } from '../cache/public-reply-cache.js';
import { callerActor, recordAudit } from '../modules/audit/index.js';
import { postRoutes, type ParsedRequest } from './post-route.js';
import { ok } from './reply.js';
import { valueOrHttpError } from './result-reply.js';

type Out<S extends z.ZodType> = z.output<S>;

type CrudPaths = Record<'insert' | 'update' | 'get' | 'remove' | 'search' | 'list', string>;
/** The API resources whose paths are the six CRUD operations. */
export type CrudKey = {
  [R in keyof typeof API_PATHS]: (typeof API_PATHS)[R] extends CrudPaths ? R : never;
}[keyof typeof API_PATHS];

export interface CrudResource<K extends CrudKey, S extends CrudSchemas> {
  /** The path segment, which is also the reply key (docs/api.md). */
  key: K;
  label: { one: string; many: string };
  readAccess: Access;
  /** The API-token scope that opens the reads (docs/rules/api-tokens.md); none: tokens refused. */
  readScope?: ApiTokenScope;
  schemas: S;
  service: (db: Database) => CrudService<S>;
  /**
   * The tables its replies are read from, to serve get, search and list from the reply cache
   * (docs/performance.md, "Caching"); omitted: never cached.
   */
  cacheTopics?: readonly CacheTopic[];
  /** After an insert or an update that changed the record, once committed (articles: the sweep). */
  afterWrite?: (app: FastifyInstance) => void;
}

/** How the audit trail names each reference resource's changes (docs/rules/audit.md). */
const AUDITED = {
  categories: 'category',
  factor: 'factor',
  queryType: 'queryType',
  articles: 'article',
} as const satisfies Partial<Record<CrudKey, string>>;

/**
 * An admin's change of reference data, recorded after it was written (as the feed sources'):
 * the record's id and its name (an article's title).
 */
const audited = async (
  db: Database,
  request: FastifyRequest,
  key: CrudKey,
  verb: 'create' | 'update' | 'delete',
  written: unknown,
) => {
  const record = written as Record<string, unknown>;
  const kind = AUDITED[key as keyof typeof AUDITED];
  const id = record[`${key}_id`];
  if (!kind || typeof id !== 'string') return;
  const name = record.name ?? record.title;
  await recordAudit(db, callerActor(userOf(request)), {
    action: `${kind}.${verb}` satisfies AuditAction,
    target: { kind, id },
    detail: typeof name === 'string' ? { name } : {},
  });
};

/** An update that changed something stamped the record after the call began. */
const changedSince = (started: number, record: unknown) =>
  Date.parse((record as { updated_at: string }).updated_at) >= started;

/** Whether the reader sees inactive records (domain/policies/reference.ts). */
const scopeOf = (request: FastifyRequest): ReadScope => ({
  includeInactive:
    request.caller?.kind === 'user' && can(request.caller, 'readInactive', { kind: 'reference' }),
});

/** What a reply depends on besides the body: only whether the reader sees inactive records. */
const scopeVariant = (request: FastifyRequest) =>
  scopeOf(request).includeInactive ? 'with-inactive' : 'active-only';

/**
 * The six routes every reference resource has: insert, update, get, remove (soft), search, list.
 * Writes are for admins; handlers only translate between HTTP and the service.
 */
export const crudRoutes =
  <K extends CrudKey, S extends CrudSchemas>(resource: CrudResource<K, S>) =>
  async (app: FastifyInstance) => {
    const { key, label, schemas } = resource;
    const paths: CrudPaths = API_PATHS[key];
    const service = resource.service(app.database.db);
    const write = { access: ['admin'] } satisfies { access: Access };
    const cache: CacheRule | undefined = resource.cacheTopics && {
      topics: resource.cacheTopics,
      variant: scopeVariant,
    };
    const read = { access: resource.readAccess, scope: resource.readScope, cache };
    const declare = postRoutes(app, [key]);
    const route = <B extends z.ZodType>(
      path: string,
      config: { access: Access; scope?: ApiTokenScope; cache?: CacheRule },
      summary: string,
      body: B,
      reply: z.ZodType,
      handle: (request: ParsedRequest<B>) => Promise<unknown>,
    ) => declare(path, { ...config, summary: `${summary} (${label.many})`, body, reply }, handle);
    const one = replyWith(key, schemas.entity);
    const many = listReplyWith(key, schemas.entity);
    const entity = (message: string, result: Result<Out<S['entity']>>) =>
      ok(message, { [key]: valueOrHttpError(result) });
    const list = async (message: string, request: ParsedRequest<S['search']>) => {
      const page = await service.search(request.body, scopeOf(request));
      const capped = page.capped === undefined ? {} : { total_capped: page.capped };
      return ok(message, { [key]: page.rows, total: page.total, ...capped });
    };

    const db = app.database.db;
    route<S['insert']>(paths.insert, write, 'Create', schemas.insert, one, async (request) => {
      const result = await service.insert(request.body, userOf(request).userId);
      if (result.ok) await audited(db, request, key, 'create', result.value);
      if (result.ok) resource.afterWrite?.(app);
      return entity(`${label.one} saved successfully`, result);
    });
    route<S['update']>(paths.update, write, 'Update', schemas.update, one, async (request) => {
      const started = Date.now();
      const result = await service.update(request.body);
      // An identical save writes nothing (db/unchanged-write.ts), and records nothing.
      if (result.ok && changedSince(started, result.value)) {
        await audited(db, request, key, 'update', result.value);
        resource.afterWrite?.(app);
      }
      return entity(`${label.one} updated successfully`, result);
    });
    route<S['id']>(paths.get, read, 'Read one', schemas.id, one, async (request) =>
      entity(`${label.one} found`, await service.get(request.body, scopeOf(request))),
    );
    route<S['remove']>(
      paths.remove,
      write,
      'Remove',
      schemas.remove,
      baseReply,
      async (request) => {
        valueOrHttpError(await service.remove(request.body));
        await audited(db, request, key, 'delete', request.body);
        return ok(`${label.one} removed successfully`);
      },
    );
    route<S['search']>(paths.search, read, 'Search', schemas.search, many, (request) =>
      list(`${label.many} found`, request),
    );
    route<S['search']>(paths.list, read, 'List', schemas.search, many, (request) =>
      list(`${label.many} loaded`, request),
    );
  };
