import { and, count, desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles } from '../../db/schema.js';
import { searchPage } from '../../db/search.js';
import { isSearchable, matches, rankOf, searchText, snippetOf } from '../../db/text-search.js';
import type { ReadScope } from '../../domain/crud.js';
import {
  articleFilter,
  columns,
  listArticles,
  toArticle,
  type ArticleSearch,
} from './articles.repository.js';

/**
 * The news, or with `q` a full-text search of it (docs/rules/news.md, "Search"): the best match
 * first (a title hit above a body hit), then the newest; each item carries its snippet. A query
 * without a word to look up answers an empty page.
 */
export const searchArticles = async (db: Database, filter: ArticleSearch, scope: ReadScope) => {
  const q = searchText(filter.q);
  if (!q) return listArticles(db, filter, scope);
  if (!(await isSearchable(db, q))) return { rows: [], total: 0 };
  const where = and(articleFilter(filter, scope), matches(articles.search, q));
  return searchPage(
    { counting: db.select({ n: count() }).from(articles).where(where), paging: filter },
    (total, page) =>
      db
        .select({ ...columns, snippet: snippetOf(articles.content, q), total })
        .from(articles)
        .where(where)
        .orderBy(desc(rankOf(articles.search, q)), desc(articles.publishedAt), desc(articles.id))
        .limit(page.limit)
        .offset(page.offset),
    ({ snippet, ...row }) => ({ ...toArticle(row), snippet }),
  );
};
