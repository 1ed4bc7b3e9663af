import type { queryTypeSchemas } from '@georisk/contract';
import { categoryChildService } from '../categories/index.js';
import { QUERY_TYPE_MESSAGES as M } from './query-type.messages.js';
import { queryTypeRows, searchQueryTypes } from './query-type.repository.js';

/** A query type belongs to a live category; inactive ones are the admin's to see. */
export const queryTypeService = categoryChildService<typeof queryTypeSchemas>({
  label: M.label.one,
  idOf: (body) => body.queryType_id,
  rows: queryTypeRows,
  search: searchQueryTypes,
});
