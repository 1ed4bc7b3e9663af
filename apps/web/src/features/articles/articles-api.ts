import { API_PATHS, type Article, type ArticleForm, type BaseReply } from '@georisk/contract';
import { api } from '../../api/api';
import {
  crudDefinitions,
  type CrudListResult,
  type ListArgs,
} from '../../components/crud/crud-api';

const articles = crudDefinitions({
  paths: API_PATHS.articles,
  key: 'articles',
  idKey: 'articles_id',
  tag: 'Article',
});

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listArticles: build.query<CrudListResult<Article>, ListArgs>(articles.list<Article>()),
    getArticle: build.query<Article, string>(articles.get<Article>()),
    insertArticle: build.mutation<BaseReply, ArticleForm>(articles.insert<ArticleForm>()),
    updateArticle: build.mutation<BaseReply, { id: string; body: ArticleForm }>(
      articles.update<ArticleForm>(),
    ),
    removeArticle: build.mutation<BaseReply, string>(articles.remove()),
  }),
});
