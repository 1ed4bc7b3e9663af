import { API_PATHS, baseReply, listReplyWith, replyWith } from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Page, ReadScope } from '../db/search.js';
import { hasRole, userOf, type Access } from '../plugins/access.js';
import { notFound } from './errors.js';
import { ok } from './reply.js';

export interface CrudSchemas {
  entity: z.ZodType;
  insert: z.ZodType;
  update: z.ZodType;
  id: z.ZodType;
  remove: z.ZodType;
  search: z.ZodType;
}

type Out<S extends z.ZodType> = z.output<S>;

/** What a resource's repository offers the routes; null / false mean "no live record". */
export interface CrudRepository<S extends CrudSchemas> {
  insert(body: Out<S['insert']>, createdBy: string): Promise<Out<S['entity']>>;
  update(body: Out<S['update']>): Promise<Out<S['entity']> | null>;
  get(body: Out<S['id']>, scope: ReadScope): Promise<Out<S['entity']> | null>;
  remove(body: Out<S['remove']>): Promise<boolean>;
  search(body: Out<S['search']>, scope: ReadScope): Promise<Page<Out<S['entity']>>>;
}

type CrudPaths = Record<'insert' | 'update' | 'get' | 'remove' | 'search' | 'list', string>;
/** The API resources whose paths are the six CRUD operations. */
export type CrudKey = {
  [R in keyof typeof API_PATHS]: (typeof API_PATHS)[R] extends CrudPaths ? R : never;
}[keyof typeof API_PATHS];

export interface CrudResource<K extends CrudKey, S extends CrudSchemas> {
  /** The path segment, which is also the reply key (DESIGN §2). */
  key: K;
  label: { one: string; many: string };
  readAccess: Access;
  schemas: S;
  repository: (db: Database) => CrudRepository<S>;
}

/**
 * The body as the route's validator left it: fastify-type-provider-zod replaces it with the parse
 * result of the same schema. (Its type inference cannot follow a schema that is a type parameter.)
 */
const bodyOf = <T extends z.ZodType>(request: FastifyRequest): Out<T> => request.body as Out<T>;

/** Inactive records stay visible to admins only, so they can switch them back on. */
const scopeOf = (request: FastifyRequest): ReadScope => ({
  includeInactive: request.caller?.kind === 'user' && hasRole(request.caller, 'admin'),
});

/**
 * The six routes every reference resource has: insert, update, get, remove (soft), search, list.
 * Writes are for admins; handlers only translate between HTTP and the repository.
 */
export const crudRoutes =
  <K extends CrudKey, S extends CrudSchemas>(resource: CrudResource<K, S>) =>
  async (app: FastifyInstance) => {
    const { key, label, schemas } = resource;
    const paths: CrudPaths = API_PATHS[key];
    const repository = resource.repository(app.database.db);
    const one = replyWith(key, schemas.entity);
    const many = listReplyWith(key, schemas.entity);
    const write = { access: ['admin'] } satisfies { access: Access };
    const read = { access: resource.readAccess };
    const doc = (summary: string) => ({ tags: [key], summary: `${summary} (${label.many})` });
    const found = <T>(entity: T | null): T => {
      if (entity === null) throw notFound(label.one);
      return entity;
    };
    const reply = (message: string, entity: Out<S['entity']>) => ok(message, { [key]: entity });
    const list = (message: string, page: Page<Out<S['entity']>>) =>
      ok(message, { [key]: page.rows, total: page.total });

    app.post(
      `/${paths.insert}`,
      { config: write, schema: { ...doc('Create'), body: schemas.insert, response: { 200: one } } },
      async (request) => {
        const entity = await repository.insert(
          bodyOf<S['insert']>(request),
          userOf(request).userId,
        );
        return reply(`${label.one} saved successfully`, entity);
      },
    );
    app.post(
      `/${paths.update}`,
      { config: write, schema: { ...doc('Update'), body: schemas.update, response: { 200: one } } },
      async (request) =>
        reply(
          `${label.one} updated successfully`,
          found(await repository.update(bodyOf<S['update']>(request))),
        ),
    );
    app.post(
      `/${paths.get}`,
      { config: read, schema: { ...doc('Read one'), body: schemas.id, response: { 200: one } } },
      async (request) =>
        reply(
          `${label.one} found`,
          found(await repository.get(bodyOf<S['id']>(request), scopeOf(request))),
        ),
    );
    app.post(
      `/${paths.remove}`,
      {
        config: write,
        schema: { ...doc('Remove'), body: schemas.remove, response: { 200: baseReply } },
      },
      async (request) => {
        if (!(await repository.remove(bodyOf<S['remove']>(request)))) throw notFound(label.one);
        return ok(`${label.one} removed successfully`);
      },
    );
    app.post(
      `/${paths.search}`,
      { config: read, schema: { ...doc('Search'), body: schemas.search, response: { 200: many } } },
      async (request) =>
        list(
          `${label.many} found`,
          await repository.search(bodyOf<S['search']>(request), scopeOf(request)),
        ),
    );
    app.post(
      `/${paths.list}`,
      { config: read, schema: { ...doc('List'), body: schemas.search, response: { 200: many } } },
      async (request) =>
        list(
          `${label.many} loaded`,
          await repository.search(bodyOf<S['search']>(request), scopeOf(request)),
        ),
    );
  };
