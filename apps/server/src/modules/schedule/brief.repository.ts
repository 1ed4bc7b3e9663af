import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles } from '../../db/schema.js';

export interface LocatedArticle {
  id: string;
  title: string;
  url: string;
  riskLevel: string;
  publishedAt: Date;
  place: string;
  lat: number;
  lon: number;
}

/** At most this many place matches are read per stop; the brief keeps the nearest 20 articles. */
const READ_LIMIT = 500;

/**
 * Live, active articles published since `since` naming a place inside the box: one row per
 * article and place. The exact distance is the caller's (domain/geo-distance.ts).
 */
export const articlesInBox = async (
  db: Database,
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
  since: Date,
): Promise<LocatedArticle[]> => {
  const place = sql`place`;
  const lat = sql<number>`(${place}->>'lat')::double precision`;
  const lon = sql<number>`(${place}->>'lon')::double precision`;
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      url: articles.url,
      riskLevel: articles.riskLevel,
      publishedAt: articles.publishedAt,
      place: sql<string>`${place}->>'name'`,
      lat: lat.mapWith(Number),
      lon: lon.mapWith(Number),
    })
    .from(articles)
    .innerJoin(sql`lateral jsonb_array_elements(${articles.places}) as place`, sql`true`)
    .where(
      and(
        eq(articles.isDeleted, false),
        eq(articles.isActive, true),
        gte(articles.publishedAt, since),
        sql`${lat} between ${box.minLat} and ${box.maxLat}`,
        sql`${lon} between ${box.minLon} and ${box.maxLon}`,
      ),
    )
    .limit(READ_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt) }));
};
