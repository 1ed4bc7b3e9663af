import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles, incidents } from '../../db/schema.js';
import { assessedAt } from '../../db/assessed-at.js';

/**
 * The High Risk and Severe articles about the request's countries published after its
 * latest published assessment, newest first: "New developments since this assessment".
 */
export const developmentsSince = async (db: Database, incidentId: string, countries: string[]) => {
  if (countries.length === 0) return [];
  const [assessed] = await db
    .select({ at: sql<string | null>`${assessedAt}` })
    .from(incidents)
    .where(eq(incidents.id, incidentId));
  if (!assessed?.at) return [];
  const rows = await db
    .select({
      articles_id: articles.id,
      title: articles.title,
      url: articles.url,
      publishedAt: articles.publishedAt,
      riskLevel: articles.riskLevel,
      sourceName: articles.sourceName,
    })
    .from(articles)
    .where(
      and(
        eq(articles.isDeleted, false),
        eq(articles.isActive, true),
        inArray(articles.riskLevel, ['Severe', 'High Risk']),
        sql`${articles.countries} && ${sql.param(countries)}::text[]`,
        sql`${articles.publishedAt} > ${new Date(assessed.at).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .limit(20);
  return rows.map(({ sourceName, ...row }) => ({
    ...row,
    publishedAt: row.publishedAt.toISOString(),
    source: { name: sourceName },
  }));
};
