import type { LoginBody, LoginReply } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../api/api';
import { fetchAnonymousToken } from '../api/base-query';

/** The anonymous token every visitor's calls carry until login; the reply stores it. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    genericToken: build.mutation<{ accessToken: string }, void>({
      queryFn: (_arg, queryApi, extra) => fetchAnonymousToken(queryApi, extra),
    }),
    /**
     * The login screen's call, and the new session after a password change (it revokes all). A
     * user with a second factor gets `mfa_required` and an `mfa_token` instead of `user`.
     */
    login: build.mutation<LoginReply, LoginBody>({
      query: (body) => ({ path: API_PATHS.auth.login, body }),
    }),
    logout: build.mutation<unknown, { refreshToken?: string }>({
      query: (body) => ({ path: API_PATHS.auth.logout, body }),
    }),
  }),
});

export const { useGenericTokenMutation, useLoginMutation, useLogoutMutation } = sessionApi;
