import type { Article, ArticleForm, BaseReply } from '@georisk/contract';
import { api } from '../../api/api';
import { articleResource } from '../../api/article-list-api';

/** The Articles screen's calls; its list is the shared read in api/article-list-api.ts. */
export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<Article, string>(articleResource.get<Article>()),
    insertArticle: build.mutation<BaseReply, ArticleForm>(articleResource.insert<ArticleForm>()),
    updateArticle: build.mutation<BaseReply, { id: string; body: ArticleForm }>(
      articleResource.update<ArticleForm>(),
    ),
    removeArticle: build.mutation<BaseReply, string>(articleResource.remove()),
  }),
});
