import { factorSchemas } from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { FACTOR_MESSAGES as M } from './factor.messages.js';
import { factorService } from './factor.service.js';

export const factorRoutes = crudRoutes({
  key: 'factor',
  label: M.label,
  readAccess: 'user',
  schemas: factorSchemas,
  service: factorService,
  cacheTopics: ['factors', 'categories'],
});
