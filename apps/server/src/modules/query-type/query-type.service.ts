import type { queryTypeSchemas } from '@georisk/contract';
import type { Database } from '../../db/client.js';
import { foundOr } from '../../domain/result.js';
import type { CrudService } from '../../domain/crud.js';
import { writeUnderLiveCategory } from '../categories/index.js';
import { QUERY_TYPE_MESSAGES as M } from './query-type.messages.js';
import { queryTypeRows, searchQueryTypes } from './query-type.repository.js';

/** A query type belongs to a live category; inactive ones are the admin's to see. */
export const queryTypeService = (db: Database): CrudService<typeof queryTypeSchemas> => ({
  insert: (body, createdBy) =>
    writeUnderLiveCategory(db, body.categories_id, M.label.one, (tx, category) =>
      queryTypeRows.insert(tx, body, createdBy, category),
    ),

  update: (body) =>
    writeUnderLiveCategory(db, body.categories_id, M.label.one, (tx, category) =>
      queryTypeRows.update(tx, body.queryType_id, body, category),
    ),

  get: async (body, scope) =>
    foundOr(await queryTypeRows.find(db, body.queryType_id, scope), M.label.one),

  remove: async (body) =>
    foundOr(await queryTypeRows.softDelete(db, body.queryType_id), M.label.one),

  search: (filter, scope) => searchQueryTypes(db, filter, scope),
});
