import {
  API_PATHS,
  type BaseReply,
  type CreditBalance,
  type Voucher,
  type VoucherInsert,
  type VoucherRedeem,
} from '@georisk/contract';
import { api } from '../../api/api';

/** Vouchers (docs/rules/credits.md): customers redeem, admins issue and list. */
export const voucherApi = api.injectEndpoints({
  endpoints: (build) => ({
    redeemVoucher: build.mutation<BaseReply & { credits: CreditBalance }, VoucherRedeem>({
      query: (body) => ({ path: API_PATHS.voucher.redeem, body }),
      invalidatesTags: ['Credits'],
    }),
    voucherList: build.query<BaseReply & { voucher: Voucher[]; total: number }, void>({
      query: () => ({ path: API_PATHS.voucher.list, body: { limit: 100 } }),
      providesTags: ['Voucher'],
    }),
    issueVoucher: build.mutation<BaseReply & { voucher: Voucher }, VoucherInsert>({
      query: (body) => ({ path: API_PATHS.voucher.insert, body }),
      invalidatesTags: ['Voucher'],
    }),
  }),
});

export const { useRedeemVoucherMutation, useVoucherListQuery, useIssueVoucherMutation } =
  voucherApi;
