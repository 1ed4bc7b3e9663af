import { categorySchemas } from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { CATEGORY_MESSAGES as M } from './categories.messages.js';
import { categoriesService } from './categories.service.js';

export const categoriesRoutes = crudRoutes({
  key: 'categories',
  label: M.label,
  readAccess: 'user',
  schemas: categorySchemas,
  service: categoriesService,
  cacheTopics: ['categories'],
});
