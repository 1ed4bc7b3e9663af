import type { Incident } from '@georisk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { assessedAt } from '../../db/assessed-at.js';
import { inOpenCategory } from '../../db/category-links.js';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { awaitingQuote } from '../../db/quote-state.js';
import { fullName } from '../../db/names.js';
import {
  articles,
  categories,
  companies,
  findings,
  incidents,
  partnerFirms,
  queryTypes,
  users,
} from '../../db/schema.js';

/**
 * An answered request is stale when High Risk or Severe news about one of its countries came out
 * after its latest published revision (docs/rules/geography.md).
 */
const stale = sql<boolean>`(${incidents.revision} > 0 and exists (
  select 1 from ${articles}
  where ${articles.countries} && ${incidents.countries}
    and ${articles.isDeleted} = false and ${articles.isActive}
    and ${articles.riskLevel} in ('Severe', 'High Risk')
    and ${articles.publishedAt} > ${assessedAt}))`;
const owners = alias(users, 'owners');
const assignees = alias(users, 'assignees');

/**
 * Not answered and past its due time; the same expression filters the queue. A request awaiting
 * quotes has no clock yet (docs/rules/proposals.md).
 */
const overdueSql = sql<boolean>`(${incidents.status} <> 'Answered' and ${incidents.dueAt} < now()
  and not ${awaitingQuote(incidents)})`;

/**
 * The one way an incident record is built: as JSON by the database, so a page of 100 is parsed
 * once by the driver instead of mapped row by row (docs/performance.md). `withQueue` adds who
 * filed it and the unread-message mark, the queue's fields, which only the staff read
 * (`readQueue` in domain/policies/incident.ts). A company's request names its company and, for
 * the colleagues who read it, who filed it (docs/rules/companies.md, "Shared requests").
 */
export const incidentJson = (withQueue: boolean) => {
  const assigneeName = fullName(assignees);
  const staffOnly = withQueue
    ? sql`, 'owner', json_build_object('user_id', ${owners.id}, 'name', ${fullName(owners)},
        'email', ${owners.email}), 'unread_messages', ${incidents.unreadMessages}`
    : sql``;
  return sql<Incident>`json_build_object(
    'incident_id', ${incidents.id}, 'query', ${incidents.query},
    'queryType_id', ${incidents.queryTypeId},
    'queryType', json_build_object('queryType_id', ${queryTypes.id}, 'name', ${queryTypes.name},
      'icon', ${queryTypes.icon}, 'customerType', ${queryTypes.customerType},
      'categories_id', ${queryTypes.categoriesId},
      'categories', json_build_object('categories_id', ${categories.id}, 'name', ${categories.name})),
    'customerType', ${incidents.customerType}, 'countries', ${incidents.countries},
    'stale', ${stale}, 'status', ${incidents.status}, 'assigned_to', ${incidents.assignedTo},
    'assignee', case when ${incidents.assignedTo} is not null and ${assigneeName} is not null
      then json_build_object('user_id', ${incidents.assignedTo}, 'name', ${assigneeName}) end,
    'due_at', ${isoSql(incidents.dueAt)}, 'overdue', coalesce(${overdueSql}, false),
    'revision', ${incidents.revision}, 'outcome', ${incidents.outcome}${staffOnly},
    'quote', case when ${incidents.onQuote} then json_build_object('firm',
      case when ${incidents.quotedFirmId} is not null then json_build_object(
        'partner_firm_id', ${incidents.quotedFirmId}, 'name', (select ${partnerFirms.name}
          from ${partnerFirms} where ${partnerFirms.id} = ${incidents.quotedFirmId})) end) end,
    'company', case when ${incidents.companyId} is not null
      then json_build_object('company_id', ${companies.id}, 'name', ${companies.name}) end,
    'filed_by', case when ${incidents.companyId} is not null
      then json_build_object('user_id', ${owners.id}, 'name', ${fullName(owners)}) end,
    'created_by', ${incidents.createdBy}, 'created_at', ${isoSql(incidents.createdAt)},
    'updated_at', ${isoSql(incidents.updatedAt)})`;
};

const live = eq(incidents.isDeleted, false);

/** Incidents with their query type, category, owner and assignee joined (one statement). */
export const fromIncidents = <T extends SelectedFields>(db: Database, fields: T) =>
  db
    .select(fields as NonNullable<T>)
    .from(incidents)
    .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .innerJoin(categories, eq(categories.id, queryTypes.categoriesId))
    .innerJoin(owners, eq(owners.id, incidents.createdBy))
    .leftJoin(assignees, eq(assignees.id, incidents.assignedTo))
    .leftJoin(companies, eq(companies.id, incidents.companyId));

/**
 * A live incident (null: missing or deleted). Historical incidents keep showing their query type
 * even after it is retired or deleted.
 */
export const findIncident = async (
  db: Database,
  incidentId: string,
  withQueue: boolean,
): Promise<Incident | null> => {
  const [row] = await fromIncidents(db, { incident: incidentJson(withQueue) })
    .where(and(eq(incidents.id, incidentId), live))
    .limit(1);
  return row?.incident ?? null;
};

/**
 * Who filed a live incident, who holds it and the company it was filed for (null: missing or
 * deleted); all a rule needs but the caller's membership.
 */
export const findRequestFacts = async (db: Database, incidentId: string) => {
  const [row] = await db
    .select({
      ownerId: incidents.createdBy,
      assignedTo: incidents.assignedTo,
      companyId: incidents.companyId,
      onQuote: incidents.onQuote,
      quotedFirmId: incidents.quotedFirmId,
    })
    .from(incidents)
    .where(and(eq(incidents.id, incidentId), live))
    .limit(1);
  if (!row) return null;
  const { onQuote, quotedFirmId, ...facts } = row;
  return { ...facts, quote: onQuote ? { firmId: quotedFirmId } : null };
};

/** What decides whether an incident may be filed under a query type (null: missing or deleted). */
export const findQueryTypeForIncident = async (db: Database, queryTypeId: string) => {
  const [row] = await db
    .select({
      customerType: queryTypes.customerType,
      priceCredits: queryTypes.priceCredits,
      onQuote: queryTypes.onQuote,
      // A query type is only as open as its category.
      is_active: sql<boolean>`${queryTypes.isActive} and ${inOpenCategory(queryTypes.categoriesId)}`,
    })
    .from(queryTypes)
    .where(and(eq(queryTypes.id, queryTypeId), eq(queryTypes.isDeleted, false)))
    .limit(1);
  return row ?? null;
};

export interface IncidentValues {
  query: string;
  queryTypeId: string;
  customerType: string;
  countries: string[];
}

/**
 * `due_at` is the filing time plus the SLA hours of the customer type as they are now, each hour
 * SLA_HOUR_SECONDS long (modules/sla/sla-clock.ts).
 */
export const insertIncident = async (
  db: Database,
  values: IncidentValues & {
    createdBy: string;
    companyId: string | null;
    slaSeconds: number;
    onQuote: boolean;
  },
) => {
  const { slaSeconds, ...columns } = values;
  const [row] = await db
    .insert(incidents)
    .values({ ...columns, dueAt: sql`now() + make_interval(secs => ${slaSeconds}::int)` })
    .returning({ id: incidents.id });
  if (!row) throw new Error('incident not inserted');
  return row.id;
};

/** Changes a live incident nobody holds yet; false when it was claimed, answered or deleted meanwhile. */
export const updateSubmittedIncident = async (
  db: Database,
  incidentId: string,
  values: IncidentValues,
) => {
  const rows = await db
    .update(incidents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(incidents.id, incidentId), live, eq(incidents.status, 'Submitted')))
    .returning({ id: incidents.id });
  return rows.length > 0;
};

export const softDeleteIncident = async (tx: Database, incidentId: string) => {
  await tx
    .update(incidents)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(eq(incidents.id, incidentId));
};

/** An incident's live finding, which no one could reach once the incident is deleted. */
export const softDeleteFindingsOf = async (tx: Database, incidentId: string) => {
  await tx
    .update(findings)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(and(eq(findings.incidentId, incidentId), eq(findings.isDeleted, false)));
};
