import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../api/api';

/** The anonymous token every visitor's calls carry until login. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    genericToken: build.mutation<{ accessToken: string }, void>({
      query: () => ({ path: API_PATHS.auth.generic, body: {} }),
    }),
    logout: build.mutation<unknown, { refreshToken?: string }>({
      query: (body) => ({ path: API_PATHS.auth.logout, body }),
    }),
  }),
});

export const { useGenericTokenMutation, useLogoutMutation } = sessionApi;
