import type { BaseReply, Profile, ProfileUpdateBody, ProfileUpdateReply } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The caller's own profile (profile/get, profile/update; docs/rules/accounts.md, "Profile"). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<BaseReply & { profile: Profile }, void>({
      query: () => ({ path: API_PATHS.profile.get, body: {} }),
      providesTags: ['User'],
    }),
    // A new name shows in the admin's user list too.
    updateProfile: build.mutation<ProfileUpdateReply, ProfileUpdateBody>({
      query: (body) => ({ path: API_PATHS.profile.update, body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useProfileQuery, useUpdateProfileMutation } = profileApi;
