import {
  factor,
  factorIdSchema,
  factorInsertSchema,
  factorRemoveSchema,
  factorSearchSchema,
  factorUpdateSchema,
} from '@georisk/contract';
import { crudRoutes } from '../../http/crud-routes.js';
import { factorRepository } from './factor.repository.js';

export const factorSchemas = {
  entity: factor,
  insert: factorInsertSchema,
  update: factorUpdateSchema,
  id: factorIdSchema,
  remove: factorRemoveSchema,
  search: factorSearchSchema,
};

export const factorModule = crudRoutes({
  key: 'factor',
  label: { one: 'Factor', many: 'Factors' },
  readAccess: 'user',
  schemas: factorSchemas,
  repository: factorRepository,
});
