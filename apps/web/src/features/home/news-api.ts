import type { Article } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

/** The landing page's read of recent articles (active only for visitors, newest first). */
export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    recentArticles: build.query<{ articles: Article[]; total: number }, void>({
      query: () => ({ path: API_PATHS.articles.list, body: { limit: 12 } }),
      providesTags: ['Article'],
    }),
  }),
});

export const { useRecentArticlesQuery } = newsApi;
