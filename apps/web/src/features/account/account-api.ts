import type { BaseReply, PublicUser, UpdatePasswordBody } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The logged-in user's own account (user/getByEmail, user/updatePassword). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    userByEmail: build.query<BaseReply & { user: PublicUser }, { remote_email: string }>({
      query: (body) => ({ path: API_PATHS.user.getByEmail, body }),
      providesTags: (reply) => (reply ? [{ type: 'User', id: reply.user.user_id }] : []),
    }),
    updatePassword: build.mutation<BaseReply, UpdatePasswordBody>({
      query: (body) => ({ path: API_PATHS.user.updatePassword, body }),
    }),
  }),
});

export const { useUserByEmailQuery, useUpdatePasswordMutation } = accountApi;
