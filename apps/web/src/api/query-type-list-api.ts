import type { QueryType } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { crudDefinitions, type CrudListResult, type ListArgs } from '../components/crud/crud-api';
import { api } from './api';

/** The query types as the API describes them: paths, reply key, id field and tag. */
export const queryTypeResource = crudDefinitions({
  paths: API_PATHS.queryType,
  key: 'queryType',
  idKey: 'queryType_id',
  tag: 'QueryType',
});

/**
 * queryType/list (or /search), the one read of query types: the QueryType screen lists and
 * searches it, the request form and the queue's filters read it whole (`limit: 500`) for their
 * choices; saves invalidate 'QueryType', so all of them refetch.
 */
export const queryTypeListApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryTypeList: build.query<CrudListResult<QueryType>, ListArgs>(
      queryTypeResource.list<QueryType>(),
    ),
  }),
});

export const { useQueryTypeListQuery } = queryTypeListApi;
