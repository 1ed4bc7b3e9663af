import type {
  BaseReply,
  Company,
  CompanyForm,
  InvitationView,
  Member,
  MemberRole,
  PendingInvitation,
  SsoSettings,
  SsoSettingsBody,
} from '@georisk/contract';
import { SSO_PATHS } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { SECURITY_PATHS } from '@georisk/contract/security-paths';
import { api } from '../../api/api';
import { MY_COMPANY as COMPANY } from '../../api/my-company-api';

type CompanyReply = BaseReply & { company: Company };
type SsoReply = BaseReply & { sso: SsoSettings | null };
const SSO_TAG = [{ type: 'Company' as const, id: 'sso' }];
type MembersReply = BaseReply & { member: Member[]; invitations: PendingInvitation[] };

/**
 * The caller's company's members and invitations (docs/rules/companies.md); the company itself is
 * the shared read in api/my-company-api.ts.
 */
export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCompany: build.mutation<CompanyReply, CompanyForm>({
      query: (body) => ({ path: API_PATHS.company.insert, body }),
    }),
    members: build.query<MembersReply, void>({
      query: () => ({ path: API_PATHS.member.list, body: {} }),
      providesTags: COMPANY,
    }),
    invite: build.mutation<BaseReply, { email: string; role: MemberRole }>({
      query: (body) => ({ path: API_PATHS.member.invite, body }),
      invalidatesTags: COMPANY,
    }),
    setRole: build.mutation<BaseReply, { user_id: string; role: MemberRole }>({
      query: (body) => ({ path: API_PATHS.member.setRole, body }),
      invalidatesTags: COMPANY,
    }),
    removeMember: build.mutation<BaseReply, { user_id: string }>({
      query: (body) => ({ path: API_PATHS.member.remove, body }),
      invalidatesTags: COMPANY,
    }),
    leaveCompany: build.mutation<BaseReply, void>({
      query: () => ({ path: API_PATHS.member.leave, body: {} }),
      invalidatesTags: COMPANY,
    }),
    requireMfa: build.mutation<BaseReply, { company_id: string; required: boolean }>({
      query: (body) => ({ path: SECURITY_PATHS.company.requireMfa, body }),
      invalidatesTags: COMPANY,
    }),
    /** The single sign-on settings of an owner's company; null before the first save. */
    ssoSettings: build.query<SsoReply, string>({
      query: (company_id) => ({ path: SSO_PATHS.company.sso, body: { company_id } }),
      providesTags: SSO_TAG,
    }),
    saveSso: build.mutation<SsoReply, SsoSettingsBody>({
      query: (body) => ({ path: SSO_PATHS.company.ssoSet, body }),
      invalidatesTags: SSO_TAG,
    }),
    invitation: build.query<BaseReply & { invitation: InvitationView }, string>({
      query: (token) => ({ path: API_PATHS.invitation.get, body: { token } }),
    }),
    acceptInvitation: build.mutation<CompanyReply, Record<string, string>>({
      query: (body) => ({ path: API_PATHS.invitation.accept, body }),
      invalidatesTags: COMPANY,
    }),
  }),
});

export const {
  useCreateCompanyMutation,
  useMembersQuery,
  useInviteMutation,
  useSetRoleMutation,
  useRemoveMemberMutation,
  useLeaveCompanyMutation,
  useRequireMfaMutation,
  useSsoSettingsQuery,
  useSaveSsoMutation,
  useInvitationQuery,
  useAcceptInvitationMutation,
} = companiesApi;
