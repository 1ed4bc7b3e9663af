import {
  category,
  categoryIdSchema,
  categoryInsertSchema,
  categoryRemoveSchema,
  categorySearchSchema,
  categoryUpdateSchema,
} from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { categoriesRepository } from './categories.repository.js';

export const categorySchemas = {
  entity: category,
  insert: categoryInsertSchema,
  update: categoryUpdateSchema,
  id: categoryIdSchema,
  remove: categoryRemoveSchema,
  search: categorySearchSchema,
};

export const categoriesModule = crudRoutes({
  key: 'categories',
  label: { one: 'Category', many: 'Categories' },
  readAccess: 'user',
  schemas: categorySchemas,
  repository: categoriesRepository,
});
