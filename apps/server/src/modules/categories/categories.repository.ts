import { CODES, type Category } from '@georisk/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from '../../db/schema.js';
import { guardUnique } from '../../db/unique.js';
import { containsText, iso, pageOf, toPage, totalOf, type ReadScope } from '../../db/search.js';
import type { CrudRepository } from '../../http/crud-routes.js';
import { conflict } from '../../http/errors.js';
import type { categorySchemas } from './categories.routes.js';
import { hasLiveChildren } from './category-links.repository.js';

const columns = {
  categories_id: categories.id,
  name: categories.name,
  icon: categories.icon,
  about: categories.about,
  is_active: categories.isActive,
  created_by: categories.createdBy,
  created_at: categories.createdAt,
  updated_at: categories.updatedAt,
};
/** A contract record as the database hands it over: timestamps still Dates. */
type Row = Omit<Category, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toCategory = (row: Row): Category => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const live = eq(categories.isDeleted, false);
const visible = (scope: ReadScope): SQL | undefined =>
  and(live, scope.includeInactive ? undefined : eq(categories.isActive, true));

const valuesOf = (body: Pick<Category, 'name' | 'icon' | 'about' | 'is_active'>) => ({
  name: body.name,
  icon: body.icon,
  about: body.about,
  isActive: body.is_active,
});

const nameTaken = () => conflict('A Category with this name already exists');

/** Names are unique among live categories (a partial unique index); a clash is a 409. */
const guardName = <T>(write: () => Promise<T>): Promise<T> => guardUnique(write, nameTaken);

export const categoriesRepository = (db: Database): CrudRepository<typeof categorySchemas> => ({
  insert: (body, createdBy) =>
    guardName(async () => {
      const [row] = await db
        .insert(categories)
        .values({ ...valuesOf(body), createdBy })
        .returning(columns);
      if (!row) throw new Error('insert returned no row');
      return toCategory(row);
    }),

  update: (body) =>
    guardName(async () => {
      const [row] = await db
        .update(categories)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(and(eq(categories.id, body.categories_id), live))
        .returning(columns);
      return row ? toCategory(row) : null;
    }),

  get: async (body, scope) => {
    const [row] = await db
      .select(columns)
      .from(categories)
      .where(and(eq(categories.id, body.categories_id), visible(scope)));
    return row ? toCategory(row) : null;
  },

  remove: (body) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, body.categories_id), live))
        .for('update');
      if (!row) return false;
      if (await hasLiveChildren(tx, row.id)) {
        throw conflict(
          'This Category still has Factors or QueryTypes. Remove them first.',
          CODES.inUse,
        );
      }
      await tx
        .update(categories)
        .set({ isDeleted: true, updatedAt: new Date() })
        .where(eq(categories.id, row.id));
      return true;
    }),

  search: async (filter, scope) => {
    const where = and(
      visible(scope),
      containsText(filter.q, [categories.name, categories.about]),
      filter.is_active === undefined ? undefined : eq(categories.isActive, filter.is_active),
    );
    const { limit, offset } = pageOf(filter);
    const counting = db.select({ n: count() }).from(categories).where(where);
    const rows = await db
      .select({ ...columns, total: totalOf(counting) })
      .from(categories)
      .where(where)
      .orderBy(sql`lower(${categories.name})`, categories.id)
      .limit(limit)
      .offset(offset);
    const countAll = async () => (await counting)[0]?.n ?? 0;
    return toPage(rows, ({ total: _total, ...row }) => toCategory(row), countAll, offset);
  },
});
