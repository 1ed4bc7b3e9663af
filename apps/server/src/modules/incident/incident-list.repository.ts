import {
  INCIDENT_TOTAL_CAP,
  type Incident,
  type IncidentSort,
  type IncidentStatus,
} from '@georisk/contract';
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  not,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { pageOf } from '../../db/search.js';
import { isSearchable, searchText } from '../../db/text-search.js';
import { ofUsersCompany, seenBy } from '../../db/request-visibility.js';
import { awaitingQuote } from '../../db/quote-state.js';
import { incidents, queryTypes } from '../../db/schema.js';
import { fromIncidents, incidentJson } from './incident.repository.js';
import { mentions, requestRank, requestSnippet } from './incident-text.repository.js';

export interface IncidentFilter {
  createdBy?: string;
  /** A customer's reach: their personal requests and their company's (db/request-visibility.ts). */
  seenBy?: string;
  /** Only requests filed for this user's company. */
  companyOf?: string;
  status?: IncidentStatus[];
  /** A user id, or null for "nobody holds it". */
  assignedTo?: string | null;
  customerType?: string;
  countries?: string[];
  categoriesId?: string;
  queryTypeId?: string;
  overdue?: boolean;
  /** Full-text search of the question and the conversation (incident-text.repository.ts). */
  q?: string;
  /** `rank`: the best match first, then the newest (needs `q`). */
  sort: IncidentSort | 'rank';
  /** Staff (partners, admins) also get who filed each request and its unread-message mark. */
  staff: boolean;
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
    filter.seenBy ? seenBy(table, filter.seenBy) : undefined,
    filter.createdBy ? eq(table.createdBy, filter.createdBy) : undefined,
    filter.companyOf ? ofUsersCompany(table, filter.companyOf) : undefined,
    filter.status?.length ? inArray(table.status, filter.status) : undefined,
    assigneeIs(table, filter.assignedTo),
    filter.customerType ? eq(table.customerType, filter.customerType) : undefined,
    filter.queryTypeId ? eq(table.queryTypeId, filter.queryTypeId) : undefined,
    filter.categoriesId ? inCategory(table, filter.categoriesId) : undefined,
    filter.overdue === undefined ? undefined : overdueIs(table, filter.overdue),
    filter.q ? mentions(table, filter.q) : undefined,
    filter.countries ? arrayOverlaps(table.countries, filter.countries) : undefined,
  );

const assigneeIs = (table: typeof incidents | typeof counted, assignedTo?: string | null) => {
  if (assignedTo === undefined) return undefined;
  return assignedTo === null ? isNull(table.assignedTo) : eq(table.assignedTo, assignedTo);
};

/** The category is the query type's; a subquery keeps the counted copy free of joins. */
const inCategory = (table: typeof incidents | typeof counted, categoriesId: string) =>
  inArray(
    table.queryTypeId,
    sql`(select ${queryTypes.id} from ${queryTypes} where ${queryTypes.categoriesId} = ${categoriesId})`,
  );

const overdueIs = (table: typeof incidents | typeof counted, overdue: boolean) => {
  // A request awaiting quotes has no clock yet (docs/rules/proposals.md).
  const late = sql`(${table.status} <> 'Answered' and ${table.dueAt} < now() and not ${awaitingQuote(table)})`;
  return overdue ? late : not(late);
};

/** `due` walks the queue index: unanswered first, then soonest due; the id breaks ties. */
const ORDER: Record<IncidentSort, SQL[]> = {
  due: [asc(sql`(${incidents.status} = 'Answered')`), asc(incidents.dueAt), asc(incidents.id)],
  newest: [desc(incidents.createdAt), desc(incidents.id)],
  oldest: [asc(incidents.createdAt), asc(incidents.id)],
};
const orderOf = ({ sort, q }: IncidentFilter): SQL[] =>
  sort !== 'rank' ? ORDER[sort] : q ? [desc(requestRank(q)), ...ORDER.newest] : ORDER.newest;

/** Counts matches but stops one past the cap, so the count costs O(cap), never O(table). */
const cappedCount = (db: Database, filter: IncidentFilter) => {
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
 * One statement: a page of incidents in the asked order, each built as JSON by the database with
 * its query type, category, owner and assignee, and the (capped) number of matches. Each order
 * walks an index (created_at, or the queue index for `due`), so a page costs O(page).
 */
export const listIncidents = async (
  db: Database,
  filter: IncidentFilter,
): Promise<IncidentPage> => {
  const { limit, offset } = pageOf(filter);
  const q = searchText(filter.q);
  // A query with no word to look up (only punctuation, stop words or -word) finds nothing.
  if (q && !(await isSearchable(db, q))) return pageOfCount([], 0);
  filter = { ...filter, q };
  const rows = await fromIncidents(db, {
    incident: incidentJson(filter.staff),
    snippet: q ? requestSnippet(q) : sql<null>`null`,
    total: cappedCount(db, filter),
  })
    .where(matching(incidents, filter))
    .orderBy(...orderOf(filter))
    .limit(limit)
    .offset(offset);
  const first = rows[0];
  if (first)
    return pageOfCount(
      rows.map(({ incident, snippet }) => (snippet === null ? incident : { ...incident, snippet })),
      first.total,
    );
  // A page past the end has no row to carry the count; only then is a second statement needed.
  if (offset === 0) return pageOfCount([], 0);
  const [again] = await db.select({ total: cappedCount(db, filter) }).from(sql`(select 1) as one`);
  return pageOfCount([], again?.total ?? 0);
};
