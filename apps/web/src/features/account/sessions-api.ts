import type { BaseReply, SessionRevokeBody, UserSession } from '@georisk/contract';
import { SECURITY_PATHS } from '@georisk/contract/security-paths';
import { api } from '../../api/api';

/** The caller's sessions (session/list, session/revoke; docs/rules/accounts.md, "Sessions"). */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<BaseReply & { sessions: UserSession[] }, void>({
      query: () => ({ path: SECURITY_PATHS.session.list, body: {} }),
      // 'User' (no tag of its own: each name adds to the landing page's JS).
      providesTags: ['User'],
    }),
    revokeSession: build.mutation<BaseReply, SessionRevokeBody>({
      query: (body) => ({ path: SECURITY_PATHS.session.revoke, body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSessionsQuery, useRevokeSessionMutation } = sessionsApi;
