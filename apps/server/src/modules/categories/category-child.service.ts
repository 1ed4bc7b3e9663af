import type { CategoryRef } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { CrudSchemas, CrudService, Page, ReadScope } from '../../domain/crud.js';
import { foundOr } from '../../domain/result.js';
import { writeUnderLiveCategory } from './categories.service.js';

type Out<S extends z.ZodType> = z.output<S>;

/** A resource whose insert and update bodies name their category. */
type ChildSchemas = CrudSchemas & {
  insert: z.ZodType<{ categories_id: string }>;
  update: z.ZodType<{ categories_id: string }>;
};

/** What `categoryChildRows` gives a resource, as its service uses it. */
interface ChildRows<Body, Entity> {
  insert(tx: Database, body: Body, createdBy: string, category: CategoryRef): Promise<Entity>;
  update(tx: Database, id: string, body: Body, category: CategoryRef): Promise<Entity | null>;
  find(db: Database, id: string, scope: ReadScope): Promise<Entity | null>;
  softDelete(db: Database, id: string): Promise<unknown>;
}

/**
 * The service of a reference resource that belongs to a category (factors, query types): it is
 * written only under a live category, locked for the write; inactive records are the admin's to
 * see (docs/rules/reference-data.md).
 */
export const categoryChildService =
  <S extends ChildSchemas>(child: {
    /** The resource's name in "not found" replies. */
    label: string;
    /** The record id in an update, get or remove body. */
    idOf: (body: Out<S['update']> | Out<S['id']> | Out<S['remove']>) => string;
    rows: ChildRows<Out<S['insert']> | Out<S['update']>, Out<S['entity']>>;
    search: (
      db: Database,
      filter: Out<S['search']>,
      scope: ReadScope,
    ) => Promise<Page<Out<S['entity']>>>;
  }) =>
  (db: Database): CrudService<S> => ({
    insert: (body, createdBy) =>
      writeUnderLiveCategory(db, body.categories_id, child.label, (tx, category) =>
        child.rows.insert(tx, body, createdBy, category),
      ),

    update: (body) =>
      writeUnderLiveCategory(db, body.categories_id, child.label, (tx, category) =>
        child.rows.update(tx, child.idOf(body), body, category),
      ),

    get: async (body, scope) =>
      foundOr(await child.rows.find(db, child.idOf(body), scope), child.label),

    remove: async (body) => foundOr(await child.rows.softDelete(db, child.idOf(body)), child.label),

    search: (filter, scope) => child.search(db, filter, scope),
  });
