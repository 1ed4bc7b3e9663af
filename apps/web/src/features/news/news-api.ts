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
  }),
});

export const { useNewsSearchQuery } = newsPageApi;
