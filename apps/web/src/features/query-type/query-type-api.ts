import type { BaseReply, QueryType, QueryTypeForm } from '@georisk/contract';
import { api } from '../../api/api';
import { queryTypeResource } from '../../api/query-type-list-api';

/** The QueryType screen's calls; its list is the shared read in api/query-type-list-api.ts. */
export const queryTypeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQueryType: build.query<QueryType, string>(queryTypeResource.get<QueryType>()),
    insertQueryType: build.mutation<BaseReply, QueryTypeForm>(
      queryTypeResource.insert<QueryTypeForm>(),
    ),
    updateQueryType: build.mutation<BaseReply, { id: string; body: QueryTypeForm }>(
      queryTypeResource.update<QueryTypeForm>(),
    ),
    removeQueryType: build.mutation<BaseReply, string>(queryTypeResource.remove()),
  }),
});
