import type { RiskLevel } from '@georisk/contract';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  articles,
  exposureAlerts,
  travellers,
  trips,
  type StoredSegment,
} from '../../db/schema.js';
import type { BranchOwner } from '../../domain/policies/index.js';
import { matchableColumns, type MatchableArticle } from './exposure-candidates.repository.js';

/** An article as in-trip matching reads it: what every matcher reads, and when it happened. */
export type TimedArticle = MatchableArticle & { publishedAt: Date };

/** One article by its id, as the sweep would hand it over; null when there is none. */
export const articleForTrips = async (db: Database, id: string): Promise<TimedArticle | null> => {
  const [row] = await db
    .select({ ...matchableColumns, publishedAt: articles.publishedAt })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return row ? { ...row, places: row.places ?? [] } : null;
};

/** The links of these articles (the traveller's mail gives it), by id. */
export const articleUrls = async (db: Database, ids: string[]) =>
  ids.length === 0
    ? new Map<string, string>()
    : new Map(
        (
          await db
            .select({ id: articles.id, url: articles.url })
            .from(articles)
            .where(inArray(articles.id, ids))
        ).map((row) => [row.id, row.url]),
      );

export interface TripUnderWay {
  id: string;
  owner: BranchOwner;
  purpose: string;
  segments: StoredSegment[];
  traveller: { name: string; email: string };
}

/**
 * The live trips under way at some time between `from` and `to` (a batch's article times), of
 * every company and customer, with their traveller: the `trips_span` index bounds the start,
 * the end filters. A rejected trip will not happen; a planned, approved or waiting one may be
 * travelling.
 */
export const tripsUnderWay = async (
  db: Database,
  from: Date,
  to: Date,
): Promise<TripUnderWay[]> => {
  const rows = await db
    .select({
      id: trips.id,
      companyId: trips.companyId,
      userId: trips.userId,
      purpose: trips.purpose,
      segments: trips.segments,
      name: travellers.name,
      email: travellers.email,
    })
    .from(trips)
    .innerJoin(travellers, eq(travellers.id, trips.travellerId))
    .where(
      and(
        eq(trips.isDeleted, false),
        lte(trips.startsAt, to),
        gte(trips.endsAt, from),
        ne(trips.status, 'rejected'),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    owner: { companyId: row.companyId, userId: row.userId },
    purpose: row.purpose,
    segments: row.segments,
    traveller: { name: row.name, email: row.email },
  }));
};

export interface NewTripAlert {
  owner: BranchOwner;
  tripId: string;
  stopIndex: number;
  stop: StoredSegment;
  articleId: string;
  distanceKm: number | null;
  level: RiskLevel;
}

/** The alerts of this batch that did not exist yet: a stop and article pair is alerted once. */
export const insertTripAlerts = async (db: Database, alerts: NewTripAlert[]) => {
  if (alerts.length === 0) return [];
  return db
    .insert(exposureAlerts)
    .values(
      alerts.map((alert) => ({
        companyId: alert.owner.companyId,
        userId: alert.owner.userId,
        tripId: alert.tripId,
        stopIndex: alert.stopIndex,
        stopPlaceName: alert.stop.placeName,
        stopCountry: alert.stop.country,
        articleId: alert.articleId,
        distanceKm: alert.distanceKm,
        level: alert.level,
      })),
    )
    .onConflictDoNothing({
      target: [exposureAlerts.tripId, exposureAlerts.stopIndex, exposureAlerts.articleId],
    })
    .returning({
      id: exposureAlerts.id,
      tripId: sql<string>`${exposureAlerts.tripId}`,
      stopIndex: sql<number>`${exposureAlerts.stopIndex}`,
      articleId: exposureAlerts.articleId,
    });
};
