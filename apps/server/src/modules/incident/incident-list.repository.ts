import { INCIDENT_TOTAL_CAP, type Incident, type IncidentStatus } from '@georisk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsText, pageOf } from '../../db/search.js';
import { incidents } from '../../db/schema.js';
import { selectIncidents, toIncident, type Executor } from './incident.repository.js';

export interface IncidentFilter {
  createdBy?: string;
  status?: IncidentStatus;
  customerType?: string;
  q?: string;
  limit?: number;
  offset?: number;
}

export interface IncidentPage {
  rows: Incident[];
  total: number;
  capped: boolean;
}

const counted = alias(incidents, 'counted');

/** The same filter on the listed table and on the counted copy (an alias, so not correlated). */
const matching = (table: typeof incidents | typeof counted, filter: IncidentFilter) =>
  and(
    eq(table.isDeleted, false),
    filter.createdBy ? eq(table.createdBy, filter.createdBy) : undefined,
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.customerType ? eq(table.customerType, filter.customerType) : undefined,
    containsText(filter.q, [table.query]),
  );

/** Counts matches but stops one past the cap, so the count costs O(cap), never O(table). */
const cappedCount = (db: Executor, filter: IncidentFilter) => {
  const upTo = db
    .select({ one: sql`1` })
    .from(counted)
    .where(matching(counted, filter))
    .limit(INCIDENT_TOTAL_CAP + 1)
    .as('up_to');
  return sql<number>`(select count(*) from ${upTo})`.mapWith(Number);
};

const pageOfCount = (rows: Incident[], count: number): IncidentPage => ({
  rows,
  total: Math.min(count, INCIDENT_TOTAL_CAP),
  capped: count > INCIDENT_TOTAL_CAP,
});

/**
 * One statement: a page of incidents, newest first, with their query types and categories joined,
 * and the (capped) number of matches. The page walks the created_at index, so it costs O(page).
 */
export const listIncidents = async (
  db: Executor,
  filter: IncidentFilter,
): Promise<IncidentPage> => {
  const { limit, offset } = pageOf(filter);
  const rows = await selectIncidents(db, { total: cappedCount(db, filter) })
    .where(matching(incidents, filter))
    .orderBy(desc(incidents.createdAt), desc(incidents.id))
    .limit(limit)
    .offset(offset);
  const first = rows[0];
  if (first)
    return pageOfCount(
      rows.map(({ total: _, ...row }) => toIncident(row)),
      first.total,
    );
  // A page past the end has no row to carry the count; only then is a second statement needed.
  if (offset === 0) return pageOfCount([], 0);
  const [again] = await db.select({ total: cappedCount(db, filter) }).from(sql`(select 1) as one`);
  return pageOfCount([], again?.total ?? 0);
};
