import {
  queryType,
  queryTypeIdSchema,
  queryTypeInsertSchema,
  queryTypeRemoveSchema,
  queryTypeSearchSchema,
  queryTypeUpdateSchema,
} from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { queryTypeRepository } from './query-type.repository.js';

export const queryTypeSchemas = {
  entity: queryType,
  insert: queryTypeInsertSchema,
  update: queryTypeUpdateSchema,
  id: queryTypeIdSchema,
  remove: queryTypeRemoveSchema,
  search: queryTypeSearchSchema,
};

export const queryTypeModule = crudRoutes({
  key: 'queryType',
  label: { one: 'QueryType', many: 'QueryTypes' },
  readAccess: 'user',
  schemas: queryTypeSchemas,
  repository: queryTypeRepository,
});
