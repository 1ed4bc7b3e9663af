import type { BaseReply, PublicUser, SetRolesBody } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** Administration of accounts (DESIGN §2: user/list, user/setRoles; admin only). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    userList: build.query<
      BaseReply & { user: PublicUser[]; total: number },
      { q?: string; limit?: number; offset?: number }
    >({
      query: (body) => ({ path: API_PATHS.user.list, body }),
      providesTags: ['User'],
    }),
    setRoles: build.mutation<BaseReply & { user: PublicUser }, SetRolesBody>({
      query: (body) => ({ path: API_PATHS.user.setRoles, body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUserListQuery, useSetRolesMutation } = usersApi;
