import type { BaseReply, CreditAccountChoice, CreditBalance } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from './api';

/**
 * credits/balance, the one read of a credit balance (docs/rules/credits.md): the request form
 * shows it beside the price, the redeem screen after a redemption. Filing, deleting and redeeming
 * invalidate it.
 */
export const creditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    creditBalance: build.query<CreditBalance, CreditAccountChoice>({
      query: (account) => ({ path: API_PATHS.credits.balance, body: { account } }),
      transformResponse: (reply: BaseReply & { credits: CreditBalance }) => reply.credits,
      providesTags: ['Credits'],
    }),
  }),
});

export const { useCreditBalanceQuery } = creditsApi;
