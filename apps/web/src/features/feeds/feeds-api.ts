import type { BaseReply } from '@georisk/contract/envelope';
import { API_PATHS } from '@georisk/contract/api-paths';
import type {
  FeedFetchResult,
  FeedForm,
  FeedSource,
  RiskRule,
  RiskRuleForm,
} from '@georisk/contract/resources/feeds';
import { api } from '../../api/api';

const SOURCES = { type: 'Feed', id: 'SOURCES' } as const;
const RULES = { type: 'Feed', id: 'RULES' } as const;

/** Feed sources and keyword rules (admin only); a fetch adds articles, so article lists refresh. */
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFeedSources: build.query<FeedSource[], void>({
      query: () => ({ path: API_PATHS.feeds.list, body: {} }),
      transformResponse: (reply: { feeds: FeedSource[] }) => reply.feeds,
      providesTags: [SOURCES],
    }),
    insertFeedSource: build.mutation<BaseReply, FeedForm>({
      query: (body) => ({ path: API_PATHS.feeds.insert, body }),
      invalidatesTags: [SOURCES],
    }),
    updateFeedSource: build.mutation<BaseReply, FeedForm & { feed_id: string }>({
      query: (body) => ({ path: API_PATHS.feeds.update, body }),
      invalidatesTags: [SOURCES],
    }),
    removeFeedSource: build.mutation<BaseReply, string>({
      query: (id) => ({ path: API_PATHS.feeds.remove, body: { feed_id: id, is_deleted: true } }),
      invalidatesTags: [SOURCES],
    }),
    fetchFeedNow: build.mutation<BaseReply & { feeds: FeedFetchResult }, string>({
      query: (id) => ({ path: API_PATHS.feeds.fetchNow, body: { feed_id: id } }),
      // Success or failure, the source's last poll changed; new articles reach every news list.
      invalidatesTags: ['Feed', 'Article'],
    }),
    listRiskRules: build.query<RiskRule[], void>({
      query: () => ({ path: API_PATHS.riskRules.list, body: {} }),
      transformResponse: (reply: { riskRules: RiskRule[] }) => reply.riskRules,
      providesTags: [RULES],
    }),
    insertRiskRule: build.mutation<BaseReply, RiskRuleForm>({
      query: (body) => ({ path: API_PATHS.riskRules.insert, body }),
      invalidatesTags: [RULES],
    }),
    removeRiskRule: build.mutation<BaseReply, string>({
      query: (id) => ({
        path: API_PATHS.riskRules.remove,
        body: { riskRule_id: id, is_deleted: true },
      }),
      invalidatesTags: [RULES],
    }),
  }),
});

export const {
  useListFeedSourcesQuery,
  useInsertFeedSourceMutation,
  useUpdateFeedSourceMutation,
  useRemoveFeedSourceMutation,
  useFetchFeedNowMutation,
  useListRiskRulesQuery,
  useInsertRiskRuleMutation,
  useRemoveRiskRuleMutation,
} = feedsApi;
