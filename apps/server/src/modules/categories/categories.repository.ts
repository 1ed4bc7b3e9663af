import type { Category, CategoryForm } from '@georisk/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { referenceRows } from '../../db/reference-rows.js';
import { categories } from '../../db/schema.js';
import { iso } from '../../db/dates.js';
import { containsText, equalsIf, searchPage, visibleTo, type Paging } from '../../db/search.js';
import type { Page, ReadScope } from '../../domain/crud.js';

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

type Values = Required<Pick<CategoryForm, 'name' | 'icon' | 'about' | 'is_active'>>;
const valuesOf = (body: Values) => ({
  name: body.name,
  icon: body.icon,
  about: body.about,
  isActive: body.is_active,
});

/** Insert, update, find by id and soft delete of the categories table. */
export const categoryRows = referenceRows(categories, columns, { toEntity: toCategory, valuesOf });

/** The live category, locked until the transaction ends (a remove must wait for its children). */
export const lockCategoryForRemoval = async (tx: Database, id: string) => {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isDeleted, false)))
    .for('update');
  return row ?? null;
};

export interface CategorySearch extends Paging {
  q?: string;
  is_active?: boolean;
}

export const searchCategories = (
  db: Database,
  filter: CategorySearch,
  scope: ReadScope,
): Promise<Page<Category>> => {
  const where = and(
    visibleTo(scope, categories),
    containsText(filter.q, [categories.name, categories.about]),
    equalsIf(categories.isActive, filter.is_active),
  );
  return searchPage(
    { counting: db.select({ n: count() }).from(categories).where(where), paging: filter },
    categoryRows.page(db, where, [sql`lower(${categories.name})`, sql`${categories.id}`]),
    toCategory,
  );
};
