import type { CategoryRef } from '@georisk/contract';
import { and, eq, exists, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { iso } from './dates.js';
import { referenceRows, type Mapping, type ReferenceTable, type RowOf } from './reference-rows.js';
import { categories, factors, queryTypes } from './schema.js';
import { visibleTo } from './search.js';
import type { ReadScope } from '../domain/crud.js';

/** How factors and query types hang off a category: both need it live while they are. */
const live = eq(categories.isDeleted, false);

/**
 * The category a factor or query type points at, locked against a concurrent remove until the
 * caller's transaction ends (remove takes the row FOR UPDATE, so one of the two waits); null when
 * it is missing or deleted.
 */
export const lockLiveCategory = async (tx: Database, id: string): Promise<CategoryRef | null> => {
  const [row] = await tx
    .select({ categories_id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, id), live))
    .for('share');
  return row ?? null;
};

/**
 * The row's category is live and active. A factor or query type under an inactive category is
 * hidden from everyone but admins, and nothing can be filed against it (docs/security.md, "Who
 * sees reference data"). A subquery, so it also fits queries that do not join categories.
 */
export const inOpenCategory = (categoryId: Column): SQL =>
  sql`exists (select 1 from ${categories} where ${and(
    eq(categories.id, categoryId),
    eq(categories.isActive, true),
    live,
  )})`;

export const hasLiveChildren = async (tx: Database, id: string): Promise<boolean> => {
  const liveFactor = tx
    .select({ id: factors.id })
    .from(factors)
    .where(and(eq(factors.categoriesId, id), eq(factors.isDeleted, false)));
  const liveQueryType = tx
    .select({ id: queryTypes.id })
    .from(queryTypes)
    .where(and(eq(queryTypes.categoriesId, id), eq(queryTypes.isDeleted, false)));
  const [row] = await tx
    .select({ used: sql<boolean>`${or(exists(liveFactor), exists(liveQueryType))}` })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.used === true;
};

/** A table of rows that belong to a category: factors and query types. */
type ChildTable = ReferenceTable & { categoriesId: PgColumn };

/**
 * The SQL factors and query types share: their record carries the category (`categories`) read
 * in the same statement (no query per row), and they are written under a category the service
 * has locked. `columns` must hold `categories_id`, `created_at` and `updated_at`.
 */
export const categoryChildRows = <T extends ChildTable, C extends SelectedFieldsFlat, B>(
  table: T,
  columns: C,
  valuesOf: Mapping<T, C, B, unknown>['valuesOf'],
) => {
  type Entity = Omit<RowOf<C>, 'created_at' | 'updated_at'> & {
    categories: CategoryRef;
    created_at: string;
    updated_at: string;
  };
  type Joined = RowOf<C> & { categoryName: string };
  const toChild = (row: RowOf<C>, name: string): Entity => {
    const fields = row as unknown as { categories_id: string; created_at: Date; updated_at: Date };
    return {
      ...row,
      categories: { categories_id: fields.categories_id, name },
      created_at: iso(fields.created_at),
      updated_at: iso(fields.updated_at),
    };
  };
  const rows = referenceRows(table, columns, { toEntity: (row) => row, valuesOf });
  const selectJoined = <F extends SelectedFieldsFlat>(db: Database, extra: F) =>
    db
      .select({ ...columns, categoryName: categories.name, ...extra })
      .from(table as PgTable)
      .innerJoin(categories, eq(categories.id, table.categoriesId))
      .$dynamic();
  const fromJoined = ({ categoryName, ...row }: Joined) =>
    toChild(row as unknown as RowOf<C>, categoryName);
  /** Live rows; for non-admins also active and under an active category (inOpenCategory). */
  const visible = (scope: ReadScope): SQL | undefined =>
    scope.includeInactive
      ? visibleTo(scope, table)
      : and(visibleTo(scope, table), inOpenCategory(table.categoriesId));

  return {
    insert: async (tx: Database, body: B, createdBy: string, category: CategoryRef) =>
      toChild(await rows.insert(tx, body, createdBy), category.name),

    update: async (tx: Database, id: string, body: B, category: CategoryRef) => {
      const row = await rows.update(tx, id, body);
      return row ? toChild(row, category.name) : null;
    },

    find: async (db: Database, id: string, scope: ReadScope) => {
      const found = selectJoined(db, {}).where(and(eq(table.id, id), visible(scope)));
      const [row] = (await found) as Joined[];
      return row ? fromJoined(row) : null;
    },

    softDelete: rows.softDelete,

    /** One page of a search (`searchPage`'s select): the filter and the order are the caller's. */
    page:
      (db: Database, where: SQL | undefined, order: SQL[]) =>
      (total: SQL<number>, page: { limit: number; offset: number }) =>
        selectJoined(db, { total })
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset) as unknown as PromiseLike<(Joined & { total: number })[]>,

    fromJoined,
    visible,
  };
};
