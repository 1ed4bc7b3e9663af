import type { CategoryRef } from '@georisk/contract';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, factors, queryTypes } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/** How factors and query types hang off a category: both need it live while they are. */
const live = eq(categories.isDeleted, false);

/**
 * The category a factor or query type points at, locked against a concurrent remove until the
 * caller's transaction ends (remove takes the row FOR UPDATE, so one of the two waits).
 */
export const lockLiveCategory = async (tx: Database, id: string): Promise<CategoryRef> => {
  const [row] = await tx
    .select({ categories_id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, id), live))
    .for('share');
  if (!row) throw notFound('Category');
  return row;
};

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
