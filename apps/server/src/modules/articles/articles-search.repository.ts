import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles } from '../../db/schema.js';
import { pageOf } from '../../db/search.js';
import { matches, rankOf, searchable, searchText, snippetOf } from '../../db/text-search.js';
import type { Page, ReadScope } from '../../domain/crud.js';
import {
  articleFilter,
  columns,
  listArticles,
  toArticle,
  type ArticleSearch,
} from './articles.repository.js';
import { beforeTiers, inTier, weekTiers } from './articles-search-weeks.js';

/**
 * A search ranks the newest this many matches, and counts up to this many (docs/rules/news.md,
 * "The window"): ordering by relevance reads the document of every ranked match, so a common word
 * over a million articles would cost O(matches); the window keeps it O(window).
 */
export const SEARCH_WINDOW = 1000;

/**
 * The news, or with `q` a full-text search of it (docs/rules/news.md, "Search"): among the newest
 * SEARCH_WINDOW matches, the best match first (a title hit above a body hit), then the newest;
 * each item carries its snippet. `total` counts up to the window and `capped` says there are
 * more. A query without a word to look up answers an empty page.
 *
 * One statement (docs/performance.md, "Search"): `recent` reads the matches tier of weeks by tier,
 * newest first, until it holds one more than the window (whether there are more); `older` reads
 * the matches before the tiers only when they did not; of each match only its id, time and rank
 * travel on. `windowed` keeps the window, `best` the page's ids, and only those rows are read
 * whole and given a snippet. Before the tiers, the newest matches were found by
 * walking the published-at index (a word in 1.5 % of the articles: 67 000 rows for 1 000) or by
 * reading every match (the GIN index); a tier reads only its weeks' matches.
 */
export const searchArticles = async (
  db: Database,
  filter: ArticleSearch,
  scope: ReadScope,
): Promise<Page<ReturnType<typeof toArticle> & { snippet?: string }>> => {
  const q = searchText(filter.q);
  if (!q) return listArticles(db, filter, scope);
  const where = and(searchable(q), articleFilter(filter, scope), matches(articles.search, q));
  const newestFirst = [desc(articles.publishedAt), desc(articles.id)];
  // Ranked where the row is read: only the id, the time and the rank travel on (not the document).
  const rank = rankOf(articles.search, q).as('rank');
  const fields = { id: articles.id, publishedAt: articles.publishedAt, rank };
  // Tier by tier, newest first, the tier's newest matches; the nested loop over the tiers stops
  // once the window is full (one past it: whether there are more).
  const tier = db.select(fields).from(articles).where(and(where, inTier)).orderBy(...newestFirst).limit(SEARCH_WINDOW + 1).as('tier'); // prettier-ignore
  const recent = db.$with('recent').as(
    db.select({ id: tier.id, publishedAt: tier.publishedAt, rank: tier.rank }).from(weekTiers).crossJoinLateral(tier).limit(SEARCH_WINDOW + 1), // prettier-ignore
  );
  // Only when the tiers hold no more than the window: the older matches, newest first. The
  // condition stands above the subquery's LIMIT, so a plan with parallel workers is not even
  // started when it is false.
  const older = db.select(fields).from(articles).where(and(where, beforeTiers)).orderBy(...newestFirst).limit(SEARCH_WINDOW + 1).as('older'); // prettier-ignore
  const fewRecent = sql`(select count(*) from ${recent}) <= ${SEARCH_WINDOW}`;
  const newest = db
    .$with('newest')
    .as(db.select().from(recent).unionAll(db.select().from(older).where(fewRecent)));
  const windowed = db
    .select()
    .from(newest)
    .orderBy(desc(newest.publishedAt), desc(newest.id))
    .limit(SEARCH_WINDOW)
    .as('windowed');
  const page = pageOf(filter);
  const bestFirst = [desc(windowed.rank), desc(windowed.publishedAt), desc(windowed.id)];
  const best = db.select().from(windowed).orderBy(...bestFirst).limit(page.limit).offset(page.offset).as('best'); // prettier-ignore
  const matched = sql<number>`(select count(*) from ${newest})`.mapWith(Number);
  const rows = await db
    .with(recent, newest)
    .select({ ...columns, snippet: snippetOf(articles.content, q), matched })
    .from(best)
    .innerJoin(articles, eq(articles.id, best.id))
    .orderBy(desc(best.rank), desc(best.publishedAt), desc(best.id));
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
