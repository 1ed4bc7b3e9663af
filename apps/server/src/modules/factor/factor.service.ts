import type { factorSchemas } from '@georisk/contract';
import type { Database } from '../../db/client.js';
import { foundOr } from '../../domain/result.js';
import type { CrudService } from '../../domain/crud.js';
import { writeUnderLiveCategory } from '../categories/index.js';
import { FACTOR_MESSAGES as M } from './factor.messages.js';
import { factorRows, searchFactors } from './factor.repository.js';

/** A factor belongs to a live category; inactive factors are the admin's to see. */
export const factorService = (db: Database): CrudService<typeof factorSchemas> => ({
  insert: (body, createdBy) =>
    writeUnderLiveCategory(db, body.categories_id, M.label.one, (tx, category) =>
      factorRows.insert(tx, body, createdBy, category),
    ),

  update: (body) =>
    writeUnderLiveCategory(db, body.categories_id, M.label.one, (tx, category) =>
      factorRows.update(tx, body.factor_id, body, category),
    ),

  get: async (body, scope) =>
    foundOr(await factorRows.find(db, body.factor_id, scope), M.label.one),

  remove: async (body) => foundOr(await factorRows.softDelete(db, body.factor_id), M.label.one),

  search: (filter, scope) => searchFactors(db, filter, scope),
});
