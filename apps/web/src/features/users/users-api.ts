import type { BaseReply, DisableUserBody, PublicUser, SetRolesBody } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** An account as the Users screen reads it (`is_disabled` comes with `user/disable`). */
export type ManagedUser = PublicUser;

/** Administration of accounts (user/setRoles, user/disable, user/resendActivation); the list is api/user-list-api.ts. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    setRoles: build.mutation<BaseReply & { user: PublicUser }, SetRolesBody>({
      query: (body) => ({ path: API_PATHS.user.setRoles, body }),
      invalidatesTags: ['User'],
    }),
    disableUser: build.mutation<BaseReply & { user: ManagedUser }, DisableUserBody>({
      query: (body) => ({ path: API_PATHS.user.disable, body }),
      invalidatesTags: ['User'],
    }),
    resendActivation: build.mutation<BaseReply, { user_id: string }>({
      query: (body) => ({ path: API_PATHS.user.resendActivation, body }),
    }),
  }),
});

export const { useSetRolesMutation, useDisableUserMutation, useResendActivationMutation } =
  usersApi;
