import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { seenBy } from '../../db/request-visibility.js';
import {
  categories,
  feedSources,
  findings,
  incidents,
  queryTypes,
  users,
} from '../../db/schema.js';

type Tally = { label: string; count: number }[];
const asTally = (rows: { label: string | null; count: number }[]): Tally =>
  rows.map((row) => ({ label: row.label ?? '', count: Number(row.count) }));

const liveIncidents = eq(incidents.isDeleted, false);
/** A customer's reach (their requests and their company's), or every request for the staff. */
const ownedBy = (userId?: string) => (userId ? seenBy(incidents, userId) : undefined);

export const requestsByStatus = async (db: Database, userId?: string) =>
  asTally(
    await db
      .select({ label: incidents.status, count: count() })
      .from(incidents)
      .where(and(liveIncidents, ownedBy(userId)))
      .groupBy(incidents.status)
      .orderBy(incidents.status),
  );

/** Green, Yellow and Red factor ratings of the latest published revisions of the caller's requests. */
export const outcomes = async (db: Database, userId: string) => {
  const total = (status: string) =>
    sql<number>`coalesce(sum((${incidents.outcome}->>${status})::int), 0)`.mapWith(Number);
  const [row] = await db
    .select({ Green: total('Green'), Yellow: total('Yellow'), Red: total('Red') })
    .from(incidents)
    .where(and(liveIncidents, ownedBy(userId), sql`${incidents.outcome} is not null`));
  return (['Green', 'Yellow', 'Red'] as const)
    .map((label) => ({ label, count: row?.[label] ?? 0 }))
    .filter((entry) => entry.count > 0);
};

export const unansweredCount = async (db: Database) => {
  const [row] = await db
    .select({ n: count() })
    .from(incidents)
    .where(and(liveIncidents, sql`${incidents.status} <> 'Answered'`));
  return Number(row?.n ?? 0);
};

export const answeredSince = async (db: Database, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(findings)
    .where(and(eq(findings.isDeleted, false), gte(findings.createdAt, since)));
  return Number(row?.n ?? 0);
};

/** Median hours from filing to the first answer, over every answered request; null when none. */
export const medianHoursToAnswer = async (db: Database) => {
  const [row] = await db
    .select({
      hours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${findings.createdAt} - ${incidents.createdAt}) / 3600)`,
    })
    .from(findings)
    .innerJoin(incidents, eq(incidents.id, findings.incidentId))
    .where(and(eq(findings.isDeleted, false), liveIncidents));
  return row?.hours === null || row?.hours === undefined
    ? null
    : Math.round(Number(row.hours) * 10) / 10;
};

const week = sql<string>`to_char(date_trunc('week', ${incidents.createdAt}), 'YYYY-MM-DD')`;

export const requestsPerWeek = async (db: Database, since: Date) =>
  asTally(
    await db
      .select({ label: week, count: count() })
      .from(incidents)
      .where(and(liveIncidents, gte(incidents.createdAt, since)))
      .groupBy(week)
      .orderBy(week),
  );

export const requestsByCategory = async (db: Database) =>
  asTally(
    await db
      .select({ label: categories.name, count: count() })
      .from(incidents)
      .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
      .innerJoin(categories, eq(categories.id, queryTypes.categoriesId))
      .where(liveIncidents)
      .groupBy(categories.name)
      .orderBy(desc(count()), categories.name),
  );

export const requestsByCustomerType = async (db: Database) =>
  asTally(
    await db
      .select({ label: incidents.customerType, count: count() })
      .from(incidents)
      .where(liveIncidents)
      .groupBy(incidents.customerType)
      .orderBy(incidents.customerType),
  );

export const usersByRole = async (db: Database) => {
  const [row] = await db
    .select({
      admin: sql<number>`count(*) filter (where ${users.isAdmin})`.mapWith(Number),
      partner: sql<number>`count(*) filter (where ${users.isPartner})`.mapWith(Number),
      customer: sql<number>`count(*) filter (where ${users.isCustomer})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.isDeleted, false));
  return [
    { label: 'Customers', count: row?.customer ?? 0 },
    { label: 'Partners', count: row?.partner ?? 0 },
    { label: 'Admins', count: row?.admin ?? 0 },
  ];
};

export const feedHealth = async (db: Database) => {
  const rows = await db
    .select({
      name: feedSources.name,
      lastSuccessAt: feedSources.lastSuccessAt,
      lastError: feedSources.lastError,
    })
    .from(feedSources)
    .where(eq(feedSources.isDeleted, false))
    .orderBy(feedSources.name);
  return rows.map((row) => ({ ...row, lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null }));
};
