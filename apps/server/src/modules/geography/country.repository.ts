import { and, arrayContains, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { seenBy } from '../../db/request-visibility.js';
import { articles, feedSources, incidents } from '../../db/schema.js';
import { assessedAt } from '../../db/assessed-at.js';
import type { Signal } from './country-risk.js';

/** Whose findings count: none (visitors), one owner's (a customer), or everyone's (staff). */
/** Whose findings count: none (visitors), a customer's reach (db/request-visibility.ts), or all (staff). */
export type FindingScope = { kind: 'none' } | { kind: 'viewer'; userId: string } | { kind: 'all' };

const code = (column: typeof articles.countries | typeof incidents.countries) =>
  sql<string>`unnest(${column})`.as('code');

/**
 * Active articles of the window with their source's grade, one row per tagged country (optionally
 * one country only); `until` leaves out those published later (a past day's score,
 * docs/rules/trends.md).
 */
export const articleSignals = async (
  db: Database,
  from: Date,
  country?: string,
  until?: Date,
): Promise<Signal[]> => {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      level: articles.riskLevel,
      at: articles.publishedAt,
      code: code(articles.countries),
      // Staff-written articles (no feed) count as grade A (docs/rules/news.md, "Reliability").
      grade: sql<string>`coalesce(${feedSources.grade}, 'A')`,
    })
    .from(articles)
    .leftJoin(feedSources, eq(feedSources.id, articles.feedSourceId))
    .where(
      and(
        eq(articles.isDeleted, false),
        eq(articles.isActive, true),
        gte(articles.publishedAt, from),
        until ? lte(articles.publishedAt, until) : undefined,
        country ? arrayContains(articles.countries, [country]) : undefined,
      ),
    );
  return rows
    .filter((row) => !country || row.code === country)
    .map((row) => ({ kind: 'article' as const, ...row }));
};

/**
 * Answered requests of the window the scope may see, one row per named country: the outcome of
 * their latest published revision (drafts never count), dated by that revision.
 */
export const findingSignals = async (
  db: Database,
  scope: FindingScope,
  from: Date,
  country?: string,
): Promise<Signal[]> => {
  if (scope.kind === 'none') return [];
  const count = (status: string) =>
    sql<number>`coalesce((${incidents.outcome}->>${status})::int, 0)`;
  const rows = await db
    .select({
      id: incidents.id,
      title: incidents.query,
      at: sql<string>`${assessedAt}`,
      code: code(incidents.countries),
      red: count('Red'),
      yellow: count('Yellow'),
      green: count('Green'),
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.isDeleted, false),
        gt(incidents.revision, 0),
        sql`${assessedAt} >= ${from.toISOString()}::timestamptz`,
        scope.kind === 'viewer' ? seenBy(incidents, scope.userId) : undefined,
        country ? arrayContains(incidents.countries, [country]) : undefined,
      ),
    );
  return rows
    .filter((row) => !country || row.code === country)
    .map(({ green, ...row }) => ({
      ...row,
      kind: 'finding' as const,
      at: new Date(row.at),
      red: Number(row.red),
      yellow: Number(row.yellow),
      total: Number(row.red) + Number(row.yellow) + Number(green),
    }));
};

/** The live requests the customer reads (their own and their company's) naming the country, newest first. */
export const ownRequestsIn = async (db: Database, userId: string, country: string) => {
  const rows = await db
    .select({
      incident_id: incidents.id,
      query: incidents.query,
      status: incidents.status,
      created_at: incidents.createdAt,
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.isDeleted, false),
        seenBy(incidents, userId),
        arrayContains(incidents.countries, [country]),
      ),
    )
    .orderBy(desc(incidents.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
};
