import {
  API_PATHS,
  type BaseReply,
  type CreditAccountChoice,
  type CreditPack,
  type Currency,
  type Invoice,
  type PackInsert,
  type PaymentStep,
  type PricedPack,
  type RateInfo,
} from '@georisk/contract';
import { api } from '../../api/api';

type InvoicePage = BaseReply & { invoice: Invoice[]; total: number };

/** Credit packs and invoices (docs/rules/purchases.md). */
export const purchasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    packsForSale: build.query<
      BaseReply & { packs: PricedPack[]; total: number; rate: RateInfo },
      Currency
    >({
      query: (currency) => ({ path: API_PATHS.purchase.packs, body: { currency } }),
      providesTags: ['Pack'],
    }),
    buyPack: build.mutation<
      BaseReply & { invoice: Invoice; payment: PaymentStep },
      { pack_id: string; account?: CreditAccountChoice }
    >({
      query: (body) => ({ path: API_PATHS.purchase.insert, body }),
      invalidatesTags: ['Invoice'],
    }),
    myInvoices: build.query<InvoicePage, void>({
      query: () => ({ path: API_PATHS.purchase.list, body: { limit: 100 } }),
      providesTags: ['Invoice'],
    }),
    allInvoices: build.query<InvoicePage, void>({
      query: () => ({ path: API_PATHS.invoice.list, body: { limit: 100 } }),
      providesTags: ['Invoice'],
    }),
    markPaid: build.mutation<BaseReply & { invoice: Invoice }, string>({
      query: (invoice_id) => ({ path: API_PATHS.invoice.markPaid, body: { invoice_id } }),
      invalidatesTags: ['Invoice', 'Credits'],
    }),
    /** Admins: every pack, on sale or not (the Credit packs screen). */
    packList: build.query<BaseReply & { pack: CreditPack[]; total: number }, void>({
      query: () => ({ path: API_PATHS.pack.list, body: {} }),
      providesTags: ['Pack'],
    }),
    insertPack: build.mutation<BaseReply & { pack: CreditPack }, PackInsert>({
      query: (body) => ({ path: API_PATHS.pack.insert, body }),
      invalidatesTags: ['Pack'],
    }),
    updatePack: build.mutation<BaseReply & { pack: CreditPack }, { id: string; body: PackInsert }>({
      query: ({ id, body }) => ({ path: API_PATHS.pack.update, body: { ...body, pack_id: id } }),
      invalidatesTags: ['Pack'],
    }),
  }),
});

export const {
  usePacksForSaleQuery,
  useBuyPackMutation,
  useMyInvoicesQuery,
  useAllInvoicesQuery,
  useMarkPaidMutation,
  usePackListQuery,
  useInsertPackMutation,
  useUpdatePackMutation,
} = purchasesApi;
