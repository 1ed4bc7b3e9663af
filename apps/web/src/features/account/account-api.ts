import type { BaseReply, UpdatePasswordBody } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The logged-in user's own password (user/updatePassword). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePassword: build.mutation<BaseReply, UpdatePasswordBody>({
      query: (body) => ({ path: API_PATHS.user.updatePassword, body }),
    }),
  }),
});

export const { useUpdatePasswordMutation } = accountApi;
