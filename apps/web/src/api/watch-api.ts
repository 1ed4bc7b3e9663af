import type { Dashboard } from '@georisk/contract/resources/dashboard';
import type { Watch } from '@georisk/contract/resources/country';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/** Watches and the dashboard, shared by the country page and the dashboard. */
export const watchApi = api.injectEndpoints({
  endpoints: (build) => ({
    watchList: build.query<{ watch: Watch[] }, void>({
      query: () => ({ path: API_PATHS.watch.list, body: {} }),
      providesTags: ['Watch'],
    }),
    watchInsert: build.mutation<{ watch: Watch }, { country: string; minLevel?: string }>({
      query: (body) => ({ path: API_PATHS.watch.insert, body }),
      invalidatesTags: ['Watch'],
    }),
    watchRemove: build.mutation<unknown, { watch_id: string }>({
      query: (body) => ({ path: API_PATHS.watch.remove, body }),
      invalidatesTags: ['Watch'],
    }),
    dashboard: build.query<{ dashboard: Dashboard }, void>({
      query: () => ({ path: API_PATHS.dashboard.get, body: {} }),
      providesTags: ['Watch', 'Country', 'Article', 'Incident'],
    }),
  }),
});

export const {
  useWatchListQuery,
  useWatchInsertMutation,
  useWatchRemoveMutation,
  useDashboardQuery,
} = watchApi;
