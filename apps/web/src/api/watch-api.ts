import type { Dashboard } from '@georisk/contract/resources/dashboard';
import type { Watch } from '@georisk/contract/resources/country';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/**
 * Watches (the caller's own and their company's watchlist) and the dashboard, shared by the country
 * page, the company page and the dashboard.
 */
export const watchApi = api.injectEndpoints({
  endpoints: (build) => ({
    watchList: build.query<{ watch: Watch[]; can_manage_company: boolean }, void>({
      query: () => ({ path: API_PATHS.watch.list, body: {} }),
      providesTags: ['Watch'],
    }),
    watchInsert: build.mutation<
      { watch: Watch; message: string },
      { country: string; minLevel?: string; for_company?: boolean }
    >({
      query: (body) => ({ path: API_PATHS.watch.insert, body }),
      invalidatesTags: ['Watch'],
    }),
    watchRemove: build.mutation<{ message: string }, { watch_id: string }>({
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
