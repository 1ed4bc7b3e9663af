import type { FactorForm } from '@georisk/contract';
import { and, count, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, factors } from '../../db/schema.js';
import { containsText, equalsIf, searchPage, type Paging } from '../../db/search.js';
import type { ReadScope } from '../../domain/crud.js';
import { categoryChildRows } from '../../db/category-links.js';

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

type Values = Required<
  Pick<FactorForm, 'categories_id' | 'name' | 'code' | 'icon' | 'about' | 'is_active'>
>;
const valuesOf = (body: Values) => ({
  categoriesId: body.categories_id,
  name: body.name,
  code: body.code,
  icon: body.icon,
  about: body.about,
  isActive: body.is_active,
});

/** Insert, update, find by id and soft delete, each with the factor's category attached. */
export const factorRows = categoryChildRows(factors, columns, valuesOf);

export interface FactorSearch extends Paging {
  q?: string;
  categories_id?: string;
  is_active?: boolean;
}

export const searchFactors = (db: Database, filter: FactorSearch, scope: ReadScope) => {
  const where = and(
    factorRows.visible(scope),
    containsText(filter.q, [factors.name, factors.code, factors.about]),
    equalsIf(factors.categoriesId, filter.categories_id),
    equalsIf(factors.isActive, filter.is_active),
  );
  return searchPage(
    { counting: db.select({ n: count() }).from(factors).where(where), paging: filter },
    factorRows.page(db, where, [
      sql`lower(${categories.name})`,
      sql`lower(${factors.name})`,
      sql`${factors.id}`,
    ]),
    factorRows.fromJoined,
  );
};
