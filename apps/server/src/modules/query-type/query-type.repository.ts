import type { QueryType } from '@georisk/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, queryTypes } from '../../db/schema.js';
import { containsText, iso, pageOf, toPage, totalOf, type ReadScope } from '../../db/search.js';
import type { CrudRepository } from '../../http/crud-routes.js';
import { lockLiveCategory } from '../categories/category-links.repository.js';
import type { queryTypeSchemas } from './query-type.routes.js';

const columns = {
  queryType_id: queryTypes.id,
  categories_id: queryTypes.categoriesId,
  name: queryTypes.name,
  icon: queryTypes.icon,
  about: queryTypes.about,
  customerType: sql<QueryType['customerType']>`${queryTypes.customerType}`,
  is_active: queryTypes.isActive,
  created_by: queryTypes.createdBy,
  created_at: queryTypes.createdAt,
  updated_at: queryTypes.updatedAt,
};

type Row = Omit<QueryType, 'categories' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

const toQueryType = (row: Row, categoryName: string): QueryType => ({
  ...row,
  categories: { categories_id: row.categories_id, name: categoryName },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const live = eq(queryTypes.isDeleted, false);
const visible = (scope: ReadScope): SQL | undefined =>
  and(live, scope.includeInactive ? undefined : eq(queryTypes.isActive, true));

type Values = Pick<
  QueryType,
  'categories_id' | 'name' | 'icon' | 'about' | 'customerType' | 'is_active'
>;
const valuesOf = (body: Values) => ({
  categoriesId: body.categories_id,
  name: body.name,
  icon: body.icon,
  about: body.about,
  customerType: body.customerType,
  isActive: body.is_active,
});

/** Query types carry their category's name, joined in the same query (no query per row). */
const withCategory = { ...columns, categoryName: categories.name };
const ofCategory = eq(categories.id, queryTypes.categoriesId);

export const queryTypeRepository = (db: Database): CrudRepository<typeof queryTypeSchemas> => ({
  insert: (body, createdBy) =>
    db.transaction(async (tx) => {
      const category = await lockLiveCategory(tx, body.categories_id);
      const [row] = await tx
        .insert(queryTypes)
        .values({ ...valuesOf(body), createdBy })
        .returning(columns);
      if (!row) throw new Error('insert returned no row');
      return toQueryType(row, category.name);
    }),

  update: (body) =>
    db.transaction(async (tx) => {
      const category = await lockLiveCategory(tx, body.categories_id);
      const [row] = await tx
        .update(queryTypes)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(and(eq(queryTypes.id, body.queryType_id), live))
        .returning(columns);
      return row ? toQueryType(row, category.name) : null;
    }),

  get: async (body, scope) => {
    const [row] = await db
      .select(withCategory)
      .from(queryTypes)
      .innerJoin(categories, ofCategory)
      .where(and(eq(queryTypes.id, body.queryType_id), visible(scope)));
    return row ? toQueryType(row, row.categoryName) : null;
  },

  remove: async (body) => {
    const rows = await db
      .update(queryTypes)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(queryTypes.id, body.queryType_id), live))
      .returning({ id: queryTypes.id });
    return rows.length > 0;
  },

  search: async (filter, scope) => {
    const where = and(
      visible(scope),
      containsText(filter.q, [queryTypes.name, queryTypes.about]),
      filter.categories_id === undefined
        ? undefined
        : eq(queryTypes.categoriesId, filter.categories_id),
      filter.customerType === undefined
        ? undefined
        : eq(queryTypes.customerType, filter.customerType),
      filter.is_active === undefined ? undefined : eq(queryTypes.isActive, filter.is_active),
    );
    const { limit, offset } = pageOf(filter);
    const counting = db.select({ n: count() }).from(queryTypes).where(where);
    const rows = await db
      .select({ ...withCategory, total: totalOf(counting) })
      .from(queryTypes)
      .innerJoin(categories, ofCategory)
      .where(where)
      .orderBy(sql`lower(${queryTypes.name})`, queryTypes.id)
      .limit(limit)
      .offset(offset);
    const countAll = async () => (await counting)[0]?.n ?? 0;
    return toPage(
      rows,
      ({ categoryName, total: _total, ...row }) => toQueryType(row, categoryName),
      countAll,
      offset,
    );
  },
});
