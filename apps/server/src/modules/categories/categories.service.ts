import type { CategoryRef, categorySchemas } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { uniqueOr } from '../../db/unique.js';
import { failure, foundOr, notFound, success, type Result } from '../../domain/result.js';
import type { CrudService } from '../../domain/crud.js';
import { CATEGORY_MESSAGES as M } from './categories.messages.js';
import { categoryRows, lockCategoryForRemoval, searchCategories } from './categories.repository.js';
import { hasLiveChildren, lockLiveCategory } from '../../db/category-links.js';

const nameTaken = failure('conflict', M.nameTaken);

export const categoriesService = (db: Database): CrudService<typeof categorySchemas> => ({
  insert: (body, createdBy) => uniqueOr(() => categoryRows.insert(db, body, createdBy), nameTaken),

  update: async (body) => {
    const written = await uniqueOr(
      () => categoryRows.update(db, body.categories_id, body),
      nameTaken,
    );
    return written.ok ? foundOr(written.value, M.label.one) : written;
  },

  get: async (body, scope) =>
    foundOr(await categoryRows.find(db, body.categories_id, scope), M.label.one),

  /** A category is removed only once it has no live factor or query type (a 409 otherwise). */
  remove: (body) =>
    transactionResult(db, async (tx) => {
      const row = await lockCategoryForRemoval(tx, body.categories_id);
      if (!row) return notFound(M.label.one);
      if (await hasLiveChildren(tx, row.id)) return failure('in-use', M.inUse);
      await categoryRows.softDelete(tx, row.id);
      return success(row.id);
    }),

  search: (filter, scope) => searchCategories(db, filter, scope),
});

/**
 * Writes a factor or a query type under its category, in one transaction that keeps the category
 * locked: a concurrent category remove either waits and then sees the new child, or wins first
 * and the write is refused (404 Category). `write` returns null when the child itself is gone.
 */
export const writeUnderLiveCategory = <T>(
  db: Database,
  categoryId: string,
  what: string,
  write: (tx: Database, category: CategoryRef) => Promise<T | null>,
): Promise<Result<T>> =>
  transactionResult(db, async (tx) => {
    const category = await lockLiveCategory(tx, categoryId);
    if (!category) return notFound(M.label.one);
    return foundOr(await write(tx, category), what);
  });
