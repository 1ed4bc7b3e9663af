import type { QueryType } from '@georisk/contract';
import { and, count, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryTypes } from '../../db/schema.js';
import { containsText, equalsIf, searchPage, type Paging } from '../../db/search.js';
import type { ReadScope } from '../../domain/crud.js';
import { categoryChildRows } from '../../db/category-links.js';

const columns = {
  queryType_id: queryTypes.id,
  categories_id: queryTypes.categoriesId,
  name: queryTypes.name,
  icon: queryTypes.icon,
  about: queryTypes.about,
  customerType: sql<QueryType['customerType']>`${queryTypes.customerType}`,
  is_active: queryTypes.isActive,
  price_credits: queryTypes.priceCredits,
  on_quote: queryTypes.onQuote,
  created_by: queryTypes.createdBy,
  created_at: queryTypes.createdAt,
  updated_at: queryTypes.updatedAt,
};

type Values = Pick<
  QueryType,
  | 'categories_id'
  | 'name'
  | 'icon'
  | 'about'
  | 'customerType'
  | 'is_active'
  | 'price_credits'
  | 'on_quote'
>;
const valuesOf = (body: Values) => ({
  categoriesId: body.categories_id,
  name: body.name,
  icon: body.icon,
  about: body.about,
  customerType: body.customerType,
  isActive: body.is_active,
  priceCredits: body.price_credits,
  onQuote: body.on_quote,
});

/** Insert, update, find by id and soft delete, each with the queryType's category attached. */
export const queryTypeRows = categoryChildRows(queryTypes, columns, valuesOf);

export interface QueryTypeSearch extends Paging {
  q?: string;
  categories_id?: string;
  customerType?: string;
  is_active?: boolean;
}

export const searchQueryTypes = (db: Database, filter: QueryTypeSearch, scope: ReadScope) => {
  const where = and(
    queryTypeRows.visible(scope),
    containsText(filter.q, [queryTypes.name, queryTypes.about]),
    equalsIf(queryTypes.categoriesId, filter.categories_id),
    equalsIf(queryTypes.customerType, filter.customerType),
    equalsIf(queryTypes.isActive, filter.is_active),
  );
  return searchPage(
    { counting: db.select({ n: count() }).from(queryTypes).where(where), paging: filter },
    queryTypeRows.page(db, where, [sql`lower(${queryTypes.name})`, sql`${queryTypes.id}`]),
    queryTypeRows.fromJoined,
  );
};
