import type {
  BaseReply,
  MfaLoginBody,
  MfaStatus,
  SessionUser,
  TotpConfirmBody,
  TotpEnrolment,
} from '@georisk/contract';
import { SECURITY_PATHS } from '@georisk/contract/security-paths';
import { api } from './api';

type Proof = { code?: string; recovery_code?: string };

/** The second factor: the login's steps and the profile's card (docs/rules/accounts.md). */
export const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    mfaLogin: build.mutation<
      BaseReply & { user: SessionUser; recovery_codes?: string[] },
      MfaLoginBody
    >({
      query: (body) => ({ path: SECURITY_PATHS.auth.mfa, body }),
    }),
    mfaEnrol: build.mutation<BaseReply & { enrolment: TotpEnrolment }, { mfa_token: string }>({
      query: (body) => ({ path: SECURITY_PATHS.auth.mfaEnrol, body }),
    }),
    mfaStatus: build.query<BaseReply & { mfa: MfaStatus }, void>({
      query: () => ({ path: SECURITY_PATHS.mfa.status, body: {} }),
      providesTags: ['User'],
    }),
    totpStart: build.mutation<BaseReply & { enrolment: TotpEnrolment }, void>({
      query: () => ({ path: SECURITY_PATHS.mfa.totpStart, body: {} }),
    }),
    totpConfirm: build.mutation<BaseReply & { recovery_codes: string[] }, TotpConfirmBody>({
      query: (body) => ({ path: SECURITY_PATHS.mfa.totpConfirm, body }),
      invalidatesTags: ['User'],
    }),
    totpDisable: build.mutation<BaseReply, Proof>({
      query: (body) => ({ path: SECURITY_PATHS.mfa.totpDisable, body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useMfaLoginMutation,
  useMfaEnrolMutation,
  useMfaStatusQuery,
  useTotpStartMutation,
  useTotpConfirmMutation,
  useTotpDisableMutation,
} = secondFactorApi;
