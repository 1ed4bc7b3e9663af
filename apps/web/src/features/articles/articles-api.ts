import type { Article, ArticleForm, BaseReply } from '@georisk/contract';
import { api } from '../../api/api';
import { articleResource } from '../../api/article-list-api';
import { crudDefinitions } from '../../components/crud/crud-api';

const articles = crudDefinitions(articleResource);

/** The Articles screen's calls; its list is the shared read in api/article-list-api.ts. */
export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<Article, string>(articles.get<Article>()),
    insertArticle: build.mutation<BaseReply, ArticleForm>(articles.insert<ArticleForm>()),
    updateArticle: build.mutation<BaseReply, { id: string; body: ArticleForm }>(
      articles.update<ArticleForm>(),
    ),
    removeArticle: build.mutation<BaseReply, string>(articles.remove()),
  }),
});
