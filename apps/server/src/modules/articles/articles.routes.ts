import {
  article,
  articleIdSchema,
  articleInsertSchema,
  articleRemoveSchema,
  articleSearchSchema,
  articleUpdateSchema,
} from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { articlesRepository } from './articles.repository.js';

export const articleSchemas = {
  entity: article,
  insert: articleInsertSchema,
  update: articleUpdateSchema,
  id: articleIdSchema,
  remove: articleRemoveSchema,
  search: articleSearchSchema,
};

/** Visitors read the news with their anonymous token; inactive articles stay admin-only. */
export const articlesModule = crudRoutes({
  key: 'articles',
  label: { one: 'Article', many: 'Articles' },
  readAccess: 'anonymous',
  schemas: articleSchemas,
  repository: articlesRepository,
});
