import { and, eq, gt, inArray, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles, travellers, trips, type StoredSegment } from '../../db/schema.js';
import type { RecordOwner } from '../../domain/policies/index.js';

/** A traveller who may be asked, as the mail addresses them. */
export interface Askable {
  travellerId: string;
  name: string;
  email: string;
}

const ownerFilter = (owner: RecordOwner, table: typeof trips | typeof travellers) =>
  owner.companyId !== null
    ? eq(table.companyId, owner.companyId)
    : eq(table.userId, owner.userId ?? '');

/**
 * The owner's travellers on a trip under way at `now` (not rejected), with the trip's stops: the
 * caller picks the stop under way. Trips under way are few, so one statement over the span index.
 */
export const travellersUnderWay = async (db: Database, owner: RecordOwner, now: Date) =>
  db
    .select({
      travellerId: travellers.id,
      name: travellers.name,
      email: travellers.email,
      segments: trips.segments,
    })
    .from(trips)
    .innerJoin(travellers, eq(travellers.id, trips.travellerId))
    .where(
      and(
        ownerFilter(owner, trips),
        eq(trips.isDeleted, false),
        eq(travellers.isDeleted, false),
        notInArray(trips.status, ['rejected', 'cancelled']),
        lte(trips.startsAt, now),
        gt(trips.endsAt, now),
      ),
    );

/** The stop a trip is at `now`, if any (stops do not overlap). */
export const stopAt = (segments: StoredSegment[], now: Date) =>
  segments.find((s) => new Date(s.fromUtc) <= now && now < new Date(s.toUtc)) ?? null;

/** The owner's live travellers among `ids` (others' and deleted ones are left out). */
export const ownTravellers = (
  db: Database,
  owner: RecordOwner,
  ids: string[],
): Promise<Askable[]> =>
  db
    .select({ travellerId: travellers.id, name: travellers.name, email: travellers.email })
    .from(travellers)
    .where(
      and(
        ownerFilter(owner, travellers),
        eq(travellers.isDeleted, false),
        inArray(travellers.id, ids),
      ),
    );

/** A live article and its located places (an "event"). */
export const locatedEvent = async (db: Database, id: string) => {
  const [row] = await db
    .select({ id: articles.id, title: articles.title, places: articles.places })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.isDeleted, false)));
  return row ?? null;
};
