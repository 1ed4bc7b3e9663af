import type { BaseReply, Passkey, PasskeyRemoveBody, SessionUser } from '@georisk/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { SECURITY_PATHS } from '@georisk/contract/security-paths';
import { api } from './api';

type Options = BaseReply & { options: Record<string, unknown> };

/** Passkeys: the login's "Use a passkey" step and the profile's list (docs/rules/second-factor.md). */
export const passkeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeyLoginStart: build.mutation<Options, { mfa_token: string }>({
      query: (body) => ({ path: SECURITY_PATHS.auth.passkeyStart, body }),
    }),
    passkeyLogin: build.mutation<
      BaseReply & { user: SessionUser },
      { mfa_token: string; response: AuthenticationResponseJSON }
    >({
      query: (body) => ({ path: SECURITY_PATHS.auth.passkey, body }),
    }),
    passkeys: build.query<BaseReply & { passkey: Passkey[]; total: number }, void>({
      query: () => ({ path: SECURITY_PATHS.passkey.list, body: {} }),
      providesTags: ['User'],
    }),
    passkeyRegisterStart: build.mutation<Options, void>({
      query: () => ({ path: SECURITY_PATHS.passkey.registerStart, body: {} }),
    }),
    passkeyRegister: build.mutation<
      BaseReply & { passkey: Passkey; recovery_codes?: string[] },
      { name: string; response: RegistrationResponseJSON }
    >({
      query: (body) => ({ path: SECURITY_PATHS.passkey.register, body }),
      invalidatesTags: ['User'],
    }),
    passkeyRemove: build.mutation<BaseReply, PasskeyRemoveBody>({
      query: (body) => ({ path: SECURITY_PATHS.passkey.remove, body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  usePasskeyLoginStartMutation,
  usePasskeyLoginMutation,
  usePasskeysQuery,
  usePasskeyRegisterStartMutation,
  usePasskeyRegisterMutation,
  usePasskeyRemoveMutation,
} = passkeysApi;
