import type { Incident, IncidentStatus } from '@georisk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { iso } from '../../db/search.js';
import { categories, findings, incidents, queryTypes } from '../../db/schema.js';

export type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** The query type as incidents carry it, joined in the same statement (no query per row). */
const queryTypeColumns = {
  queryType_id: queryTypes.id,
  name: queryTypes.name,
  icon: queryTypes.icon,
  customerType: queryTypes.customerType,
  categories_id: queryTypes.categoriesId,
  categories: { categories_id: categories.id, name: categories.name },
};

const incidentColumns = {
  incident_id: incidents.id,
  query: incidents.query,
  queryType_id: incidents.queryTypeId,
  queryType: queryTypeColumns,
  customerType: incidents.customerType,
  status: incidents.status,
  created_by: incidents.createdBy,
  created_at: incidents.createdAt,
  updated_at: incidents.updatedAt,
};

type IncidentRow = Omit<Incident, 'status' | 'created_at' | 'updated_at'> & {
  status: string;
  created_at: Date;
  updated_at: Date;
};

export const toIncident = (row: IncidentRow): Incident => ({
  ...row,
  status: row.status as IncidentStatus,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const live = eq(incidents.isDeleted, false);

/** Historical incidents keep showing their query type even after it is retired or deleted. */
export const selectIncidents = <T extends SelectedFields>(db: Executor, extra: T) =>
  db
    .select({ ...incidentColumns, ...extra })
    .from(incidents)
    .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .innerJoin(categories, eq(categories.id, queryTypes.categoriesId));

export const findIncident = async (db: Executor, incidentId: string): Promise<Incident | null> => {
  const [row] = await selectIncidents(db, {})
    .where(and(eq(incidents.id, incidentId), live))
    .limit(1);
  return row ? toIncident(row) : null;
};

/** What decides whether an incident may be filed under a query type (null: missing or deleted). */
export const findQueryTypeForIncident = async (db: Executor, queryTypeId: string) => {
  const [row] = await db
    .select({ customerType: queryTypes.customerType, is_active: queryTypes.isActive })
    .from(queryTypes)
    .where(and(eq(queryTypes.id, queryTypeId), eq(queryTypes.isDeleted, false)))
    .limit(1);
  return row ?? null;
};

export interface IncidentValues {
  query: string;
  queryTypeId: string;
  customerType: string;
}

export const insertIncident = async (
  db: Executor,
  values: IncidentValues & { createdBy: string },
) => {
  const [row] = await db.insert(incidents).values(values).returning({ id: incidents.id });
  if (!row) throw new Error('incident not inserted');
  return row.id;
};

/** Changes a live, unanswered incident; false when it was answered or deleted meanwhile. */
export const updateUnansweredIncident = async (
  db: Executor,
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

/** Soft-deletes the incident and its finding, which no one could reach without it. */
export const removeIncident = async (db: Database, incidentId: string) => {
  await db.transaction(async (tx) => {
    await tx
      .update(incidents)
      .set({ isDeleted: true, updatedAt: sql`now()` })
      .where(eq(incidents.id, incidentId));
    await tx
      .update(findings)
      .set({ isDeleted: true, updatedAt: sql`now()` })
      .where(and(eq(findings.incidentId, incidentId), eq(findings.isDeleted, false)));
  });
};

export const setIncidentStatus = (db: Executor, incidentId: string, status: IncidentStatus) =>
  db
    .update(incidents)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(incidents.id, incidentId));
