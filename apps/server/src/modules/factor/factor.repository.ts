import type { Factor } from '@georisk/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, factors } from '../../db/schema.js';
import { containsText, iso, pageOf, toPage, totalOf, type ReadScope } from '../../db/search.js';
import type { CrudRepository } from '../../http/crud-routes.js';
import { lockLiveCategory } from '../categories/category-links.repository.js';
import type { factorSchemas } from './factor.routes.js';

const columns = {
  factor_id: factors.id,
  categories_id: factors.categoriesId,
  name: factors.name,
  code: factors.code,
  icon: factors.icon,
  about: factors.about,
  is_active: factors.isActive,
  created_by: factors.createdBy,
  created_at: factors.createdAt,
  updated_at: factors.updatedAt,
};

type Row = Omit<Factor, 'categories' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

const toFactor = (row: Row, categoryName: string): Factor => ({
  ...row,
  categories: { categories_id: row.categories_id, name: categoryName },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const live = eq(factors.isDeleted, false);
const visible = (scope: ReadScope): SQL | undefined =>
  and(live, scope.includeInactive ? undefined : eq(factors.isActive, true));

const valuesOf = (
  body: Pick<Factor, 'categories_id' | 'name' | 'code' | 'icon' | 'about' | 'is_active'>,
) => ({
  categoriesId: body.categories_id,
  name: body.name,
  code: body.code,
  icon: body.icon,
  about: body.about,
  isActive: body.is_active,
});

/** Factors carry their category's name, joined in the same query (no query per row). */
const withCategory = { ...columns, categoryName: categories.name };
const ofCategory = eq(categories.id, factors.categoriesId);

export const factorRepository = (db: Database): CrudRepository<typeof factorSchemas> => ({
  insert: (body, createdBy) =>
    db.transaction(async (tx) => {
      const category = await lockLiveCategory(tx, body.categories_id);
      const [row] = await tx
        .insert(factors)
        .values({ ...valuesOf(body), createdBy })
        .returning(columns);
      if (!row) throw new Error('insert returned no row');
      return toFactor(row, category.name);
    }),

  update: (body) =>
    db.transaction(async (tx) => {
      const category = await lockLiveCategory(tx, body.categories_id);
      const [row] = await tx
        .update(factors)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(and(eq(factors.id, body.factor_id), live))
        .returning(columns);
      return row ? toFactor(row, category.name) : null;
    }),

  get: async (body, scope) => {
    const [row] = await db
      .select(withCategory)
      .from(factors)
      .innerJoin(categories, ofCategory)
      .where(and(eq(factors.id, body.factor_id), visible(scope)));
    return row ? toFactor(row, row.categoryName) : null;
  },

  remove: async (body) => {
    const rows = await db
      .update(factors)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(factors.id, body.factor_id), live))
      .returning({ id: factors.id });
    return rows.length > 0;
  },

  search: async (filter, scope) => {
    const where = and(
      visible(scope),
      containsText(filter.q, [factors.name, factors.code, factors.about]),
      filter.categories_id === undefined
        ? undefined
        : eq(factors.categoriesId, filter.categories_id),
      filter.is_active === undefined ? undefined : eq(factors.isActive, filter.is_active),
    );
    const { limit, offset } = pageOf(filter);
    const counting = db.select({ n: count() }).from(factors).where(where);
    const rows = await db
      .select({ ...withCategory, total: totalOf(counting) })
      .from(factors)
      .innerJoin(categories, ofCategory)
      .where(where)
      .orderBy(sql`lower(${categories.name})`, sql`lower(${factors.name})`, factors.id)
      .limit(limit)
      .offset(offset);
    const countAll = async () => (await counting)[0]?.n ?? 0;
    return toPage(
      rows,
      ({ categoryName, total: _total, ...row }) => toFactor(row, categoryName),
      countAll,
      offset,
    );
  },
});
