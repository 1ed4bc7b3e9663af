import type { ArticlePlace, RiskLevel } from '@georisk/contract';
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { branchIdOf } from '../../db/alert-branch.js';
import { articles, exposureAlerts } from '../../db/schema.js';
import type { Box } from '../exposure-alerts/index.js';

export interface LocatedArticle {
  article_id: string;
  title: string;
  url: string;
  level: RiskLevel;
  published_at: string;
  places: ArticlePlace[];
}

/** One of the article's places lies in the box (two longitude ranges across the antimeridian). */
const placeIn = (box: Box): SQL => {
  const lon = sql`(p->>'lon')::float8`;
  const lons = box.lonRanges.map(([from, to]) => sql`${lon} between ${from} and ${to}`);
  return sql`exists (select 1 from jsonb_array_elements(${articles.places}) p
    where (p->>'lat')::float8 between ${box.minLat} and ${box.maxLat}
    and (${sql.join(lons, sql` or `)}))`;
};

/**
 * The newest live (active, not deleted) articles published in [from, to] that name a place,
 * optionally one in `box`: read through the partial index articles_located (migration 0023), so
 * the cost follows the window's located news, not every article.
 */
export const locatedArticles = async (
  db: Database,
  window: { from: Date; to: Date; limit: number; box?: Box },
): Promise<LocatedArticle[]> => {
  const rows = await db
    .select({
      article_id: articles.id,
      title: articles.title,
      url: articles.url,
      level: articles.riskLevel,
      publishedAt: articles.publishedAt,
      places: articles.places,
    })
    .from(articles)
    .where(
      and(
        eq(articles.isDeleted, false),
        sql`${articles.places} <> '[]'::jsonb`,
        eq(articles.isActive, true),
        gte(articles.publishedAt, window.from),
        lte(articles.publishedAt, window.to),
        window.box ? placeIn(window.box) : undefined,
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(window.limit);
  return rows.map(({ publishedAt, level, ...row }) => ({
    ...row,
    level: level as RiskLevel,
    published_at: iso(publishedAt),
  }));
};

/** How many open alerts each of the branches has (those with none are absent). */
export const openAlertCounts = async (db: Database, branchIds: string[]) => {
  if (branchIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ branchId: branchIdOf, n: count() })
    .from(exposureAlerts)
    .where(and(inArray(exposureAlerts.branchId, branchIds), eq(exposureAlerts.status, 'open')))
    .groupBy(exposureAlerts.branchId);
  return new Map(rows.map((row) => [row.branchId, Number(row.n)]));
};
