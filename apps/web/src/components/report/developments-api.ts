import type { Development } from '@georisk/contract/resources/country';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The news that made an answered request stale (docs/rules/geography.md). */
export const developmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    developments: build.query<{ articles: Development[] }, string>({
      query: (incidentId) => ({
        path: API_PATHS.developments.list,
        body: { incident_id: incidentId },
      }),
      providesTags: ['Article', 'Finding'],
    }),
  }),
});

export const { useDevelopmentsQuery } = developmentsApi;
