import type {
  ActivateBody,
  BaseReply,
  ForgetBody,
  GenerateOtpBody,
  PublicUser,
  ResetPasswordBody,
  UserInsertBody,
} from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The calls of the authentication screens. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<BaseReply & { user: PublicUser }, UserInsertBody>({
      query: (body) => ({ path: API_PATHS.user.insert, body }),
    }),
    activate: build.mutation<BaseReply, ActivateBody>({
      query: (body) => ({ path: API_PATHS.user.active, body }),
    }),
    generateOtp: build.mutation<BaseReply, GenerateOtpBody>({
      query: (body) => ({ path: API_PATHS.user.generateOtp, body }),
    }),
    forget: build.mutation<BaseReply, ForgetBody>({
      query: (body) => ({ path: API_PATHS.user.forget, body }),
    }),
    resetPassword: build.mutation<BaseReply, ResetPasswordBody>({
      query: (body) => ({ path: API_PATHS.user.resetPassword, body }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useActivateMutation,
  useGenerateOtpMutation,
  useForgetMutation,
  useResetPasswordMutation,
} = authApi;
