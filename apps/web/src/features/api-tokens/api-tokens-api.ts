import type { ApiToken, ApiTokenValues, ApiTokenWithSecret, BaseReply } from '@georisk/contract';
import { API_TOKEN_PATHS } from '@georisk/contract/resources/api-token';
import { api } from '../../api/api';

type Page<T> = { rows: T[]; total: number };

/**
 * The API tokens' calls (docs/rules/api-tokens.md). No cache tag of their own (the landing page's
 * API client is at its byte budget): the card reads the list again after a change.
 */
export const apiTokensApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiTokenList: build.query<Page<ApiToken>, void>({
      query: () => ({ path: API_TOKEN_PATHS.list, body: { limit: 100 } }),
      transformResponse: (reply: BaseReply & { token: ApiToken[]; total: number }) => ({
        rows: reply.token,
        total: reply.total,
      }),
      keepUnusedDataFor: 0,
    }),
    addApiToken: build.mutation<BaseReply & { token: ApiTokenWithSecret }, ApiTokenValues>({
      query: (body) => ({ path: API_TOKEN_PATHS.insert, body }),
    }),
    removeApiToken: build.mutation<BaseReply, string>({
      query: (token_id) => ({ path: API_TOKEN_PATHS.remove, body: { token_id } }),
    }),
  }),
});

export const { useApiTokenListQuery, useAddApiTokenMutation, useRemoveApiTokenMutation } =
  apiTokensApi;
