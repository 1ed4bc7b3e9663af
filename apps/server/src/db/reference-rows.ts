import { and, eq, getTableName, type SQL } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFieldsFlat,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ReadScope } from '../domain/crud.js';
import type { Database } from './database.js';
import { visibleTo } from './search.js';
import { updateIfChanged } from './unchanged-write.js';

/** A soft-deleted table that admins can switch off: every reference table (schema.ts `base`). */
export type ReferenceTable = PgTable & {
  id: PgColumn;
  isActive: PgColumn;
  isDeleted: PgColumn;
  updatedAt: PgColumn;
};

/** The row of `columns` as the database hands it over. */
export type RowOf<C extends SelectedFieldsFlat> = SelectResultFields<C>;

/** How a repository maps between the contract and its table. */
export interface Mapping<T extends ReferenceTable, C extends SelectedFieldsFlat, B, E> {
  /** A row of `columns` to the contract record. */
  toEntity: (row: RowOf<C>) => E;
  /** A form body (insert or update) to the table's columns. */
  valuesOf: (body: B) => Partial<T['$inferInsert']>;
}

/**
 * The SQL every reference table shares, each answering the contract record: insert; update and
 * soft delete of a live row; find by id as the reader's scope allows. Update, delete and find
 * answer null when there is no such row. A repository builds one per table and adds its search;
 * a unique index clash surfaces as the driver's error, for the service to turn into a refusal.
 */
export const referenceRows = <T extends ReferenceTable, C extends SelectedFieldsFlat, B, E>(
  table: T,
  columns: C,
  { toEntity, valuesOf }: Mapping<T, C, B, E>,
) => {
  const liveRow = (id: string) => and(eq(table.id, id), eq(table.isDeleted, false));
  const first = (rows: unknown) => (rows as RowOf<C>[])[0];
  return {
    insert: async (db: Database, body: B, createdBy: string) => {
      const values = { ...valuesOf(body), createdBy } as PgInsertValue<T>;
      const row = first(await db.insert(table).values(values).returning(columns));
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return toEntity(row);
    },
    /** Identical values write nothing (db/unchanged-write.ts); the record is answered either way. */
    update: async (db: Database, id: string, body: B) => {
      const written = await updateIfChanged<C, RowOf<C>>(
        db,
        table,
        liveRow(id),
        valuesOf(body),
        columns,
      );
      return written ? toEntity(written.row) : null;
    },
    find: async (db: Database, id: string, scope: ReadScope) => {
      const found = db.select(columns).from(table as PgTable);
      const row = first(await found.where(and(eq(table.id, id), visibleTo(scope, table))));
      return row ? toEntity(row) : null;
    },
    /** One page of a search (`searchPage`'s select): the filter and the order are the caller's. */
    page:
      (db: Database, where: SQL | undefined, order: SQL[]) =>
      (total: SQL<number>, page: { limit: number; offset: number }) =>
        db
          .select({ ...columns, total })
          .from(table as PgTable)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset) as unknown as PromiseLike<(RowOf<C> & { total: number })[]>,
    softDelete: async (db: Database, id: string) => {
      const deleted = { isDeleted: true, updatedAt: new Date() } as PgUpdateSetSource<T>;
      const rows = await db
        .update(table)
        .set(deleted)
        .where(liveRow(id))
        .returning({ id: table.id });
      return (rows as unknown[]).length > 0 ? id : null;
    },
  };
};
