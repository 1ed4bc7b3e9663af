import type { QueryType } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/**
 * The query types (each with its category) that the request form and the queue's filters offer:
 * one read shared by two features, so it lives beside the one API (docs/architecture.md).
 */
export const queryTypeOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryTypeOptions: build.query<QueryType[], void>({
      query: () => ({ path: API_PATHS.queryType.list, body: { limit: 500 } }),
      transformResponse: (reply: { queryType: QueryType[] }) => reply.queryType,
      providesTags: ['QueryType'],
    }),
  }),
});

export const { useQueryTypeOptionsQuery } = queryTypeOptionsApi;
