import type { Trip, TripStatus } from '@georisk/contract';
import { and, asc, count, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { travellers, trips } from '../../db/schema.js';
import { searchPage, type Paging } from '../../db/search.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import type { ResolvedStops } from './segments.js';
import { segmentOf } from './segments.js';
import { ownedBy, scopeFilter, type ScheduleScope } from './travellers.repository.js';

type TripRow = typeof trips.$inferSelect;
type TravellerRow = typeof travellers.$inferSelect;

/**
 * What a trip shows: a planned or approved trip under way is `active`, one that has ended is
 * `completed` (docs/rules/schedule.md, "Statuses"); the stored status stays what was decided.
 */
export const shownStatus = (row: Pick<TripRow, 'status' | 'startsAt' | 'endsAt'>, now: Date) => {
  const status = row.status as TripStatus;
  if (status !== 'planned' && status !== 'approved') return status;
  if (row.endsAt <= now) return 'completed';
  return row.startsAt <= now ? 'active' : status;
};

const toTrip = ({ trip, traveller }: { trip: TripRow; traveller: TravellerRow }): Trip => ({
  trip_id: trip.id,
  traveller: { traveller_id: traveller.id, name: traveller.name, email: traveller.email },
  purpose: trip.purpose,
  status: shownStatus(trip, new Date()),
  segments: trip.segments.map(segmentOf),
  starts_at: iso(trip.startsAt),
  ends_at: iso(trip.endsAt),
  decision_note: trip.decisionNote,
  decided_at: trip.decidedAt ? iso(trip.decidedAt) : null,
  company_id: trip.companyId,
  created_at: iso(trip.createdAt),
  updated_at: iso(trip.updatedAt),
});

export interface TripWrite {
  travellerId: string;
  purpose: string;
  status: TripStatus;
  stops: ResolvedStops;
}

const columnsOf = ({ travellerId, purpose, status, stops }: TripWrite) => ({
  travellerId,
  purpose,
  status,
  segments: stops.segments,
  countries: stops.countries,
  startsAt: stops.startsAt,
  endsAt: stops.endsAt,
});

const live = (id: string) => and(eq(trips.id, id), eq(trips.isDeleted, false));
const withTraveller = (db: Database) =>
  db
    .select({ trip: trips, traveller: travellers })
    .from(trips)
    .innerJoin(travellers, eq(travellers.id, trips.travellerId));

export const findTrip = async (
  db: Database,
  id: string,
): Promise<{ trip: Trip; owner: RecordOwner; row: TripRow } | null> => {
  const [row] = await withTraveller(db).where(live(id)).limit(1);
  return row ? { trip: toTrip(row), owner: ownedBy(row.trip), row: row.trip } : null;
};

export const insertTrip = async (
  db: Database,
  owner: RecordOwner,
  createdBy: string,
  write: TripWrite,
): Promise<string> => {
  const [row] = await db
    .insert(trips)
    .values({ ...ownedBy(owner), createdBy, ...columnsOf(write) })
    .returning({ id: trips.id });
  if (!row) throw new Error('trip insert returned nothing');
  return row.id;
};

export const updateTrip = async (db: Database, id: string, write: TripWrite) => {
  const rows = await db
    .update(trips)
    .set({
      ...columnsOf(write),
      decisionNote: null,
      decidedBy: null,
      decidedAt: null,
      updatedAt: new Date(),
    })
    .where(live(id))
    .returning({ id: trips.id });
  return rows.length > 0;
};

/** Approves or rejects a trip still waiting; false when it no longer waits (a race). */
export const decideTrip = async (
  db: Database,
  id: string,
  decision: { status: 'approved' | 'rejected'; by: string; note: string | null },
) => {
  const rows = await db
    .update(trips)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedAt: new Date(),
      decisionNote: decision.note,
      updatedAt: new Date(),
    })
    .where(and(live(id), eq(trips.status, 'pending_approval')))
    .returning({ id: trips.id });
  return rows.length > 0;
};

export const removeTrip = async (db: Database, id: string): Promise<boolean> => {
  const rows = await db
    .update(trips)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(live(id))
    .returning({ id: trips.id });
  return rows.length > 0;
};

export const hasLiveTrips = async (db: Database, travellerId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(trips)
    .where(and(eq(trips.travellerId, travellerId), eq(trips.isDeleted, false)));
  return (row?.n ?? 0) > 0;
};

export interface TripFilter extends Paging {
  from: Date;
  to: Date;
  travellerId?: string;
}

/** One page of the scope's trips overlapping [from, to), by start, and their number. */
export const listTrips = (db: Database, scope: ScheduleScope, filter: TripFilter) => {
  const where: SQL | undefined = and(
    eq(trips.isDeleted, false),
    scopeFilter(scope, trips),
    lt(trips.startsAt, filter.to),
    gt(trips.endsAt, filter.from),
    filter.travellerId ? eq(trips.travellerId, filter.travellerId) : undefined,
  );
  return searchPage(
    { counting: db.select({ n: count() }).from(trips).where(where), paging: filter },
    (total, page) =>
      db
        .select({ trip: trips, traveller: travellers, total })
        .from(trips)
        .innerJoin(travellers, eq(travellers.id, trips.travellerId))
        .where(where)
        .orderBy(asc(trips.startsAt), trips.id)
        .limit(page.limit)
        .offset(page.offset),
    (row: { trip: TripRow; traveller: TravellerRow }) => toTrip(row),
  );
};
