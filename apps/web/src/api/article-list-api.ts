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
 * articles/list (or /search), the Articles screen's read: it lists and searches it; saves and feed
 * runs invalidate 'Article'. The landing page and the news page read events instead
 * (event-list-api.ts, docs/rules/news.md "News cards: one per event").
 */
export const articleListApi = api.injectEndpoints({
  endpoints: (build) => ({
    articleList: build.query<CrudListResult<Article>, ListArgs>(
      crudList<'articles', 'articles_id', Article>(articleResource),
    ),
  }),
});

export const { useArticleListQuery } = articleListApi;
