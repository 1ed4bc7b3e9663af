import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import {
  categories,
  findingRevisions,
  findings,
  incidents,
  queryTypes,
  users,
} from '../../db/schema.js';

export interface AnswerTime {
  id: string;
  name: string;
  medianHours: number;
  count: number;
}

/**
 * Median time from filing to the first publication (revision 1), in SLA hours of
 * `hourSeconds` seconds (SLA_HOUR_SECONDS), grouped by `key`: the publishing analyst or the
 * request's category (docs/rules/incidents.md, "Time to answer"). Most answered first.
 */
const answerTimesBy = async (
  db: Database,
  hourSeconds: number,
  key: { id: AnyPgColumn; name: SQL<string> | AnyPgColumn },
): Promise<AnswerTime[]> => {
  const rows = await db
    .select({
      id: key.id,
      name: sql<string>`${key.name}`,
      hours: sql<number>`percentile_cont(0.5) within group (order by extract(epoch from ${findingRevisions.publishedAt} - ${incidents.createdAt}) / ${hourSeconds})`,
      count: count(),
    })
    .from(findingRevisions)
    .innerJoin(findings, eq(findings.id, findingRevisions.findingId))
    .innerJoin(incidents, eq(incidents.id, findings.incidentId))
    .innerJoin(users, eq(users.id, findingRevisions.publishedBy))
    .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .innerJoin(categories, eq(categories.id, queryTypes.categoriesId))
    .where(and(eq(findingRevisions.revision, 1), eq(incidents.isDeleted, false)))
    .groupBy(key.id, key.name)
    .orderBy(sql`count(*) desc`, key.name);
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    medianHours: Math.round(Number(row.hours) * 10) / 10,
    count: Number(row.count),
  }));
};

export const answerTimesByAnalyst = (db: Database, hourSeconds: number) =>
  answerTimesBy(db, hourSeconds, {
    id: users.id,
    name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  });

export const answerTimesByCategory = (db: Database, hourSeconds: number) =>
  answerTimesBy(db, hourSeconds, { id: categories.id, name: categories.name });
