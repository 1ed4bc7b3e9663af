import type { ArticlePlace } from '@georisk/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles } from '../../db/schema.js';

/** An article as a feed brings it: graded, tagged and attributed to its source. */
export type IngestedArticle = Pick<
  typeof articles.$inferInsert,
  | 'title'
  | 'url'
  | 'publishedAt'
  | 'content'
  | 'sourceName'
  | 'riskLevel'
  | 'feedSourceId'
  | 'language'
> & { countries: string[]; places: ArticlePlace[] };

/** The URLs among `urls` that an article has, deleted articles included. */
export const knownArticleUrls = async (db: Database, urls: string[]): Promise<Set<string>> => {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: articles.url })
    .from(articles)
    .where(inArray(articles.url, urls));
  return new Set(rows.map((row) => row.url));
};

/** Inserts active articles; one whose URL a live article took meanwhile is skipped. */
export const insertArticlesUnlessTaken = async (
  db: Database,
  values: IngestedArticle[],
): Promise<number> => {
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(articles)
    .values(values.map((value) => ({ ...value, isActive: true })))
    // A concurrent poll of the same URL loses on the live-URL unique index instead of failing.
    .onConflictDoNothing()
    .returning({ id: articles.id });
  return inserted.length;
};
