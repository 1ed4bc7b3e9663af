import type { Article } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { api } from '../../api/api';

export interface NewsFilter {
  q?: string;
  riskLevel?: string;
  countries?: string[];
  limit: number;
  offset: number;
}

/** The news page's search: active articles for visitors, newest first. */
export const newsPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    newsSearch: build.query<
      { articles: Article[]; total: number; total_capped?: boolean },
      NewsFilter
    >({
      query: (body) => ({ path: API_PATHS.articles.search, body }),
      providesTags: ['Article'],
    }),
    /** Partners and admins mark what they found of an article (docs/rules/news.md). */
    verifyArticle: build.mutation<
      { message: string },
      { articles_id: string; verification: string }
    >({
      query: (body) => ({ path: API_PATHS.articles.verify, body }),
      invalidatesTags: ['Article'],
    }),
  }),
});

export const { useNewsSearchQuery, useVerifyArticleMutation } = newsPageApi;
