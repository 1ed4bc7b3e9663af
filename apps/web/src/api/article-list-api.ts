import type { Article } from '@georisk/contract';
import { API_PATHS } from '@georisk/contract/api-paths';
import { crudList, type CrudListResult, type ListArgs } from '../components/crud/crud-list-read';
import { api } from './api';

/** The articles as the API describes them: paths, reply key, id field and tag. */
export const articleResource = {
  paths: API_PATHS.articles,
  key: 'articles',
  idKey: 'articles_id',
  tag: 'Article',
} as const;

/**
 * articles/list (or /search), the one read of articles: the Articles screen lists and searches
 * it, the landing page shows the newest (`limit: 12`; visitors get active ones only); saves and
 * feed runs invalidate 'Article', so both refetch. Kept small: the landing page's chunk loads it.
 */
export const articleListApi = api.injectEndpoints({
  endpoints: (build) => ({
    articleList: build.query<CrudListResult<Article>, ListArgs>(
      crudList<'articles', 'articles_id', Article>(articleResource),
    ),
  }),
});

export const { useArticleListQuery } = articleListApi;
