import { RISK_LEVELS, type Alert, type AlertStatus, type RiskLevel } from '@georisk/contract';
import { aliasedTable, and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { branchIdOf } from '../../db/alert-branch.js';
import { iso } from '../../db/dates.js';
import { articles, branches, exposureAlerts, travellers, trips, users } from '../../db/schema.js';
import { searchPage, type Paging } from '../../db/search.js';
import type { BranchOwner } from '../../domain/policies/index.js';

/** Whose alerts a list reads: one company's, one customer's, or (platform admins) all. */
export type AlertScope = BranchOwner | 'all';

const handler = aliasedTable(users, 'handler');

const alertColumns = {
  alert: exposureAlerts,
  branch: {
    id: branches.id,
    name: branches.name,
    placeName: branches.placeName,
    country: branches.country,
    people: branches.people,
  },
  trip: { purpose: trips.purpose, travellerName: travellers.name },
  article: { id: articles.id, title: articles.title, url: articles.url },
  handlerName: sql<string | null>`${handler.firstName} || ' ' || ${handler.lastName}`,
};

type AlertRow = {
  alert: typeof exposureAlerts.$inferSelect;
  branch: {
    id: string;
    name: string;
    placeName: string | null;
    country: string;
    people: number;
  } | null;
  trip: { purpose: string | null; travellerName: string | null };
  article: { id: string; title: string; url: string };
  handlerName: string | null;
};

/** The stop of an in-trip alert, as it was when alerted. */
const stopOf = (alert: AlertRow['alert'], trip: AlertRow['trip']): Alert['trip'] =>
  alert.tripId
    ? {
        trip_id: alert.tripId,
        purpose: trip.purpose ?? '',
        traveller_name: trip.travellerName ?? '',
        stop: alert.stopIndex ?? 0,
        place_name: alert.stopPlaceName,
        country: alert.stopCountry ?? '',
      }
    : null;

const toAlert = ({ alert, branch, trip, article, handlerName }: AlertRow): Alert => ({
  alert_id: alert.id,
  created_at: iso(alert.createdAt),
  branch: branch
    ? {
        branch_id: branch.id,
        name: branch.name,
        place_name: branch.placeName,
        country: branch.country,
        people: branch.people,
      }
    : null,
  trip: stopOf(alert, trip),
  article: { articles_id: article.id, title: article.title, url: article.url },
  distance_km: alert.distanceKm === null ? null : Math.round(alert.distanceKm * 10) / 10,
  level: alert.level as RiskLevel,
  status: alert.status as AlertStatus,
  handled_by:
    alert.handledBy && handlerName ? { user_id: alert.handledBy, name: handlerName } : null,
  handled_at: alert.handledAt ? iso(alert.handledAt) : null,
  note: alert.note,
  incident_id: alert.incidentId,
  company_id: alert.companyId,
});

/**
 * A branch alert joins its branch, an in-trip one its trip and traveller; `extra` adds columns to
 * the alert's (a page's total).
 */
const joined = <Extra extends Record<string, SQL> = Record<never, never>>(
  db: Database,
  select: SQL | undefined,
  extra = {} as Extra,
) =>
  db
    .select({ ...alertColumns, ...extra })
    .from(exposureAlerts)
    .leftJoin(branches, eq(branches.id, exposureAlerts.branchId))
    .leftJoin(trips, eq(trips.id, exposureAlerts.tripId))
    .leftJoin(travellers, eq(travellers.id, trips.travellerId))
    .innerJoin(articles, eq(articles.id, exposureAlerts.articleId))
    .leftJoin(handler, eq(handler.id, exposureAlerts.handledBy))
    .where(select);

/** An alert and whose it is; null when there is none of that id. */
export const findAlert = async (
  db: Database,
  id: string,
): Promise<{ alert: Alert; owner: BranchOwner } | null> => {
  const [row] = await joined(db, eq(exposureAlerts.id, id)).limit(1);
  return row
    ? { alert: toAlert(row), owner: { companyId: row.alert.companyId, userId: row.alert.userId } }
    : null;
};

/** Alerts by id, as replies (the order of `ids` is not kept). */
export const alertsByIds = async (db: Database, ids: string[]) =>
  ids.length === 0
    ? []
    : (await joined(db, inArray(exposureAlerts.id, ids))).map((row) => toAlert(row));

export const scopeFilter = (scope: AlertScope): SQL | undefined => {
  if (scope === 'all') return undefined;
  return scope.companyId !== null
    ? eq(exposureAlerts.companyId, scope.companyId)
    : eq(exposureAlerts.userId, scope.userId ?? '');
};

export interface AlertFilter extends Paging {
  status?: AlertStatus;
  level?: RiskLevel;
  branch_id?: string;
  country?: string;
}

/** One page of the scope's alerts, newest first, and their number, in one statement. */
export const listAlerts = (db: Database, scope: AlertScope, filter: AlertFilter) => {
  const where = and(
    scopeFilter(scope),
    filter.status ? eq(exposureAlerts.status, filter.status) : undefined,
    filter.level ? eq(exposureAlerts.level, filter.level) : undefined,
    filter.branch_id ? eq(exposureAlerts.branchId, filter.branch_id) : undefined,
    filter.country
      ? eq(sql`coalesce(${branches.country}, ${exposureAlerts.stopCountry})`, filter.country)
      : undefined,
  );
  const counting = db
    .select({ n: count() })
    .from(exposureAlerts)
    .leftJoin(branches, eq(branches.id, exposureAlerts.branchId))
    .where(where);
  return searchPage(
    { counting, paging: filter },
    (total, page) =>
      joined(db, where, { total })
        .orderBy(desc(exposureAlerts.createdAt), desc(exposureAlerts.id))
        .limit(page.limit)
        .offset(page.offset),
    (row: AlertRow) => toAlert(row),
  );
};

/**
 * Moves an alert from one of `from` to `status`, in one statement (two people acting at once:
 * one wins, the other finds it moved); null when it was not in one of `from`.
 */
export const setAlertStatus = async (
  db: Database,
  id: string,
  from: AlertStatus[],
  change: { status: AlertStatus; handledBy: string; note?: string | null; incidentId?: string },
) => {
  const [row] = await db
    .update(exposureAlerts)
    .set({
      status: change.status,
      handledBy: change.handledBy,
      handledAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(change.note !== undefined ? { note: change.note } : {}),
      ...(change.incidentId ? { incidentId: change.incidentId } : {}),
    })
    .where(and(eq(exposureAlerts.id, id), inArray(exposureAlerts.status, from)))
    .returning({ id: exposureAlerts.id });
  return row !== undefined;
};

/** The levels worst first, as an SQL array literal (constants, never user input). */
const LEVEL_ARRAY = `array[${RISK_LEVELS.map((level) => `'${level}'`).join(',')}]::text[]`;

/**
 * The worst level among each branch's open alerts (the exposure map colours branches by it):
 * branch id -> level, for the branches that have any.
 */
export const worstOpenLevels = async (db: Database, branchIds: string[]) => {
  if (branchIds.length === 0) return new Map<string, RiskLevel>();
  const rows = await db
    .select({
      branchId: branchIdOf,
      rank: sql<number>`min(array_position(${sql.raw(LEVEL_ARRAY)}, ${exposureAlerts.level}))`,
    })
    .from(exposureAlerts)
    .where(and(inArray(exposureAlerts.branchId, branchIds), eq(exposureAlerts.status, 'open')))
    .groupBy(exposureAlerts.branchId);
  return new Map(
    rows.map((row) => [row.branchId, RISK_LEVELS[Number(row.rank) - 1] ?? 'Low Risk'] as const),
  );
};

const branchScope = (scope: BranchOwner): SQL =>
  scope.companyId !== null
    ? eq(branches.companyId, scope.companyId)
    : eq(branches.userId, scope.userId ?? '');

/**
 * The dashboard's exposure figures of one owner's live branches (docs/rules/exposure.md), or null
 * when it has none: people at branches with open alerts, open alerts by level, and the five
 * branches with the most open alerts (ties: the worst level first).
 */
export const exposureFigures = async (db: Database, scope: BranchOwner) => {
  const liveBranches = and(eq(branches.isDeleted, false), branchScope(scope));
  const [any] = await db.select({ id: branches.id }).from(branches).where(liveBranches).limit(1);
  if (!any) return null;
  const open = and(liveBranches, eq(exposureAlerts.status, 'open'));
  const worst = sql<number>`min(array_position(${sql.raw(LEVEL_ARRAY)}, ${exposureAlerts.level}))`;
  const [people, byLevel, atRisk] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${branches.people}), 0)`.mapWith(Number) })
      .from(branches)
      .where(
        and(
          liveBranches,
          sql`exists (select 1 from ${exposureAlerts} where ${exposureAlerts.branchId} = ${branches.id} and ${exposureAlerts.status} = 'open')`,
        ),
      ),
    db
      .select({ level: exposureAlerts.level, count: count() })
      .from(exposureAlerts)
      .innerJoin(branches, eq(branches.id, exposureAlerts.branchId))
      .where(open)
      .groupBy(exposureAlerts.level),
    db
      .select({
        branch_id: branches.id,
        name: branches.name,
        country: branches.country,
        people: branches.people,
        open: count(),
        worst,
      })
      .from(exposureAlerts)
      .innerJoin(branches, eq(branches.id, exposureAlerts.branchId))
      .where(open)
      .groupBy(branches.id)
      .orderBy(desc(count()), worst, branches.name)
      .limit(5),
  ]);
  return {
    peopleExposed: people[0]?.n ?? 0,
    openByLevel: RISK_LEVELS.map((level) => ({
      label: level,
      count: Number(byLevel.find((row) => row.level === level)?.count ?? 0),
    })),
    atRisk: atRisk.map(({ worst: rank, open: n, ...branch }) => ({
      ...branch,
      open: Number(n),
      worst: RISK_LEVELS[Number(rank) - 1] ?? 'Low Risk',
    })),
  };
};
