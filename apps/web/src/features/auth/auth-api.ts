import type {
  ActivateBody,
  BaseReply,
  ForgetBody,
  GenerateOtpBody,
  LoginBody,
  PublicUser,
  ResetPasswordBody,
  SessionUser,
  UserInsertBody,
} from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The calls of the authentication screens. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<BaseReply & { user: SessionUser }, LoginBody>({
      query: (body) => ({ path: API_PATHS.auth.login, body }),
    }),
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
  useLoginMutation,
  useRegisterMutation,
  useActivateMutation,
  useGenerateOtpMutation,
  useForgetMutation,
  useResetPasswordMutation,
} = authApi;
