import type { BaseReply, SessionUser, SsoDomain } from '@georisk/contract';
import { SSO_PATHS } from '@georisk/contract';
import { api } from '../../api/api';

/** The login screen's single sign-on steps and the /sso landing page (docs/rules/sso.md). */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the typed address's domain signs in with its company (cached per address). */
    ssoDomain: build.query<BaseReply & { sso: SsoDomain }, string>({
      query: (email) => ({ path: SSO_PATHS.auth.ssoDomain, body: { email } }),
    }),
    ssoStart: build.mutation<BaseReply & { sso: { redirect_url: string } }, { email: string }>({
      query: (body) => ({ path: SSO_PATHS.auth.ssoStart, body }),
    }),
    ssoExchange: build.mutation<BaseReply & { user: SessionUser }, { code: string }>({
      query: (body) => ({ path: SSO_PATHS.auth.ssoExchange, body }),
    }),
  }),
});

export const { useSsoDomainQuery, useSsoStartMutation, useSsoExchangeMutation } = ssoApi;
