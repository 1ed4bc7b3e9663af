import { RISK_LEVELS, type RiskLevel } from '@georisk/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { assessedAt } from '../../db/assessed-at.js';
import { companyMembers, incidents, users, watches } from '../../db/schema.js';
import { audienceJoin, type NewsItem } from './news-alerts.repository.js';

/**
 * The watch and stale matches of a sweep's whole batch, read in one statement each and handed out
 * per article: the same rows, in the same order, as one read per article gave (a read per article
 * cost more than everything else in a sweep: docs/performance.md, "Ingest").
 */

const allCountries = (items: NewsItem[]) => [...new Set(items.flatMap((item) => item.countries))];
const overlaps = (a: string[], b: string[]) => a.some((country) => b.includes(country));

/** Whether news of `level` reaches a watch's minimum level (an unknown minimum: every level). */
const reaches = (level: string, minLevel: string) => {
  const rank = RISK_LEVELS.indexOf(level as RiskLevel);
  const least = RISK_LEVELS.indexOf(minLevel as RiskLevel);
  return rank >= 0 && (least < 0 || rank <= least);
};

/**
 * For each article, the live watches of its countries whose level it reaches, one row per person
 * who hears of each (a personal watch's owner, or the members of a watching company), by watch.
 */
export const watchesForBatch = async (db: Database, items: NewsItem[]) => {
  const countries = allCountries(items);
  const rows =
    countries.length === 0
      ? []
      : await db
          .select({
            watchId: watches.id,
            userId: users.id,
            companyId: watches.companyId,
            country: watches.country,
            minLevel: watches.minLevel,
            email: users.email,
            name: users.firstName,
          })
          .from(watches)
          .leftJoin(companyMembers, audienceJoin)
          .innerJoin(
            users,
            sql`${users.id} = coalesce(${watches.userId}, ${companyMembers.userId})`,
          )
          .where(
            and(
              eq(watches.isDeleted, false),
              eq(users.isDeleted, false),
              inArray(watches.country, countries),
            ),
          )
          .orderBy(watches.id);
  return (item: NewsItem) =>
    rows
      .filter(
        (row) => item.countries.includes(row.country) && reaches(item.riskLevel, row.minLevel),
      )
      .map(({ minLevel: _minLevel, ...row }) => row);
};

/**
 * For each article, the answered requests naming one of its countries whose latest published
 * revision predates it, with that revision's time.
 */
export const assessmentsForBatch = async (
  db: Database,
  items: (NewsItem & { publishedAt: Date })[],
) => {
  const countries = allCountries(items);
  const latest = Math.max(...items.map((item) => item.publishedAt.getTime()));
  const rows =
    countries.length === 0
      ? []
      : await db
          .select({
            incidentId: incidents.id,
            query: incidents.query,
            countries: incidents.countries,
            revisionAt: sql<string>`${assessedAt}`,
            companyId: incidents.companyId,
            ownerId: users.id,
            email: users.email,
            name: users.firstName,
          })
          .from(incidents)
          .innerJoin(users, eq(users.id, incidents.createdBy))
          .where(
            and(
              eq(incidents.isDeleted, false),
              gt(incidents.revision, 0),
              sql`${incidents.countries} && ${sql.param(countries)}::text[]`,
              sql`${assessedAt} < ${new Date(latest).toISOString()}::timestamptz`,
            ),
          );
  // Dates carry milliseconds, as the article's time did in the one-article read.
  const assessed = rows.map(({ countries: named, ...row }) => ({
    named,
    row: { ...row, revisionAt: new Date(row.revisionAt) },
  }));
  return (item: NewsItem & { publishedAt: Date }) =>
    assessed
      .filter(
        ({ named, row }) => overlaps(named, item.countries) && row.revisionAt < item.publishedAt,
      )
      .map(({ row }) => row);
};
