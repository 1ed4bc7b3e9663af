import { API_PATHS, type BaseReply, type QueryType, type QueryTypeForm } from '@georisk/contract';
import { api } from '../../api/api';
import {
  crudDefinitions,
  type CrudListResult,
  type ListArgs,
} from '../../components/crud/crud-api';

const queryTypes = crudDefinitions({
  paths: API_PATHS.queryType,
  key: 'queryType',
  idKey: 'queryType_id',
  tag: 'QueryType',
});

export const queryTypeApi = api.injectEndpoints({
  endpoints: (build) => ({
    listQueryTypes: build.query<CrudListResult<QueryType>, ListArgs>(queryTypes.list<QueryType>()),
    getQueryType: build.query<QueryType, string>(queryTypes.get<QueryType>()),
    insertQueryType: build.mutation<BaseReply, QueryTypeForm>(queryTypes.insert<QueryTypeForm>()),
    updateQueryType: build.mutation<BaseReply, { id: string; body: QueryTypeForm }>(
      queryTypes.update<QueryTypeForm>(),
    ),
    removeQueryType: build.mutation<BaseReply, string>(queryTypes.remove()),
  }),
});
