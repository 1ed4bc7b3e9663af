import { queryTypeSchemas } from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { QUERY_TYPE_MESSAGES as M } from './query-type.messages.js';
import { queryTypeService } from './query-type.service.js';

export const queryTypeRoutes = crudRoutes({
  key: 'queryType',
  label: M.label,
  readAccess: 'user',
  schemas: queryTypeSchemas,
  service: queryTypeService,
  cacheTopics: ['query_types', 'categories'],
});
