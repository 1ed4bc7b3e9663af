import {
  API_PATHS,
  type BankDetails,
  type BankDetailsInput,
  type BaseReply,
  type PartnerDirectoryEntry,
  type PartnerFirm,
  type PartnerFirmAssign,
  type PartnerFirmBalance,
  type PartnerFirmInsert,
  type PartnerFirmUpdate,
} from '@georisk/contract';
import { api } from '../../api/api';

/** Partner firms (docs/rules/partners.md): everyone reads the directory, admins manage firms. */
export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    partnerDirectory: build.query<
      BaseReply & { partnerFirm: PartnerDirectoryEntry[]; total: number },
      void
    >({
      query: () => ({ path: API_PATHS.partnerFirm.directory, body: {} }),
      providesTags: ['PartnerFirm'],
    }),
    partnerFirmList: build.query<BaseReply & { partnerFirm: PartnerFirm[]; total: number }, void>({
      query: () => ({ path: API_PATHS.partnerFirm.list, body: {} }),
      providesTags: ['PartnerFirm'],
    }),
    insertPartnerFirm: build.mutation<BaseReply & { partnerFirm: PartnerFirm }, PartnerFirmInsert>({
      query: (body) => ({ path: API_PATHS.partnerFirm.insert, body }),
      invalidatesTags: ['PartnerFirm'],
    }),
    updatePartnerFirm: build.mutation<BaseReply & { partnerFirm: PartnerFirm }, PartnerFirmUpdate>({
      query: (body) => ({ path: API_PATHS.partnerFirm.update, body }),
      invalidatesTags: ['PartnerFirm'],
    }),
    /** The caller's own firm's balance: its owners only (others are refused, 403). */
    /** The caller's own firm's balance, or (admins) the named firm's. */
    firmBalance: build.query<BaseReply & { partnerFirm: PartnerFirmBalance }, string | undefined>({
      query: (partner_firm_id) => ({
        path: API_PATHS.partnerFirm.balance,
        body: partner_firm_id ? { partner_firm_id } : {},
      }),
      providesTags: ['PartnerFirm'],
    }),
    assignPartner: build.mutation<BaseReply & { partnerFirm: PartnerFirm }, PartnerFirmAssign>({
      query: (body) => ({ path: API_PATHS.partnerFirm.assign, body }),
      invalidatesTags: ['PartnerFirm'],
    }),
    bankDetails: build.query<BaseReply & { bank: BankDetails | null }, void>({
      query: () => ({ path: API_PATHS.bank.get, body: {} }),
      providesTags: ['PartnerFirm'],
    }),
    saveBankDetails: build.mutation<BaseReply & { bank: BankDetails | null }, BankDetailsInput>({
      query: (body) => ({ path: API_PATHS.bank.update, body }),
      invalidatesTags: ['PartnerFirm'],
    }),
  }),
});

export const {
  useBankDetailsQuery,
  useSaveBankDetailsMutation,
  usePartnerDirectoryQuery,
  usePartnerFirmListQuery,
  useInsertPartnerFirmMutation,
  useUpdatePartnerFirmMutation,
  useFirmBalanceQuery,
  useAssignPartnerMutation,
} = partnersApi;
