import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles } from '../../db/schema.js';
import { pageOf } from '../../db/search.js';
import { isSearchable, matches, rankOf, searchText, snippetOf } from '../../db/text-search.js';
import type { Page, ReadScope } from '../../domain/crud.js';
import {
  articleFilter,
  columns,
  listArticles,
  toArticle,
  type ArticleSearch,
} from './articles.repository.js';

/**
 * A search ranks the newest this many matches, and counts up to this many (docs/rules/news.md,
 * "Search"): ordering by relevance reads the document of every ranked match, so a common word
 * over a million articles would cost O(matches); the window keeps it O(window).
 */
export const SEARCH_WINDOW = 1000;

/**
 * The news, or with `q` a full-text search of it (docs/rules/news.md, "Search"): among the newest
 * SEARCH_WINDOW matches, the best match first (a title hit above a body hit), then the newest;
 * each item carries its snippet. `total` counts up to the window and `capped` says there are
 * more. A query without a word to look up answers an empty page.
 */
export const searchArticles = async (
  db: Database,
  filter: ArticleSearch,
  scope: ReadScope,
): Promise<Page<ReturnType<typeof toArticle> & { snippet?: string }>> => {
  const q = searchText(filter.q);
  if (!q) return listArticles(db, filter, scope);
  if (!(await isSearchable(db, q))) return { rows: [], total: 0, capped: false };
  const where = and(articleFilter(filter, scope), matches(articles.search, q));
  const newestFirst = [desc(articles.publishedAt), desc(articles.id)];
  // One past the window: whether there are more matches than the window holds.
  const newest = db.$with('newest').as(
    db
      .select({ id: articles.id, nth: sql<number>`row_number() over (order by ${articles.publishedAt} desc, ${articles.id} desc)`.as('nth') })
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(SEARCH_WINDOW + 1),
  ); // prettier-ignore
  const matched = sql<number>`(select count(*) from ${newest})`.mapWith(Number);
  const page = pageOf(filter);
  const rows = await db
    .with(newest)
    .select({ ...columns, snippet: snippetOf(articles.content, q), matched })
    .from(newest)
    .innerJoin(articles, eq(articles.id, newest.id))
    .where(lte(newest.nth, SEARCH_WINDOW))
    .orderBy(desc(rankOf(articles.search, q)), ...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  // An offset past the last match returns no row to carry the count: count on its own.
  const n =
    rows[0]?.matched ??
    (page.offset > 0
      ? ((
          await db
            .select({ n: count() })
            .from(db.select({ id: articles.id }).from(articles).where(where).limit(SEARCH_WINDOW + 1).as('up_to'))
        )[0]?.n ?? 0) // prettier-ignore
      : 0);
  return {
    rows: rows.map(({ snippet, matched: _matched, ...row }) => ({ ...toArticle(row), snippet })),
    total: Math.min(n, SEARCH_WINDOW),
    capped: n > SEARCH_WINDOW,
  };
};
