import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../api/api';
import { fetchAnonymousToken } from '../api/base-query';

/** The anonymous token every visitor's calls carry until login; the reply stores it. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    genericToken: build.mutation<{ accessToken: string }, void>({
      queryFn: (_arg, queryApi, extra) => fetchAnonymousToken(queryApi, extra),
    }),
    logout: build.mutation<unknown, { refreshToken?: string }>({
      query: (body) => ({ path: API_PATHS.auth.logout, body }),
    }),
  }),
});

export const { useGenericTokenMutation, useLogoutMutation } = sessionApi;
