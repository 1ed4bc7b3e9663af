import type { BaseReply, PublicUser } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/**
 * user/list, the one read of accounts (admins only): the Users screen pages and searches it, the
 * queue reads it whole to offer the partners a request can be assigned to. Role and disable
 * changes invalidate 'User', so both refetch.
 */
export const userListApi = api.injectEndpoints({
  endpoints: (build) => ({
    userList: build.query<
      BaseReply & { user: PublicUser[]; total: number },
      { q?: string; limit?: number; offset?: number }
    >({
      query: (body) => ({ path: API_PATHS.user.list, body }),
      providesTags: ['User'],
    }),
  }),
});

export const { useUserListQuery } = userListApi;
