import {
  countryName,
  reachesLevel,
  RISK_LEVELS,
  type ArticlePlace,
  type RiskLevel,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { StoredSegment } from '../../db/schema.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { announceAlerts, type RaisedAlert } from './exposure-announce.js';
import { distanceKm } from './exposure-geometry.js';
import { tripExposureMail } from './trip-exposure-mails.js';
import {
  articleForTrips,
  articleUrls,
  insertTripAlerts,
  tripsUnderWay,
  type NewTripAlert,
  type TimedArticle,
  type TripUnderWay,
} from './trip-exposure.repository.js';

/** How near a stop's city news must be, and the least level that alerts a traveller. */
export const TRIP_ALERT_KM = 100;
export const TRIP_ALERT_MIN_LEVEL: RiskLevel = 'Medium Risk';

type Leveled = TimedArticle & { riskLevel: RiskLevel; at: Date };

/** The nearest of the article's places to the stop's city, within reach; null when none is. */
const nearestKm = (stop: StoredSegment, places: ArticlePlace[]) => {
  if (stop.lat === null || stop.lon === null) return null;
  const city = { lat: stop.lat, lon: stop.lon };
  const km = Math.min(...places.map((place) => distanceKm(city, place)));
  return km <= TRIP_ALERT_KM ? km : null;
};

/**
 * The stops an article reaches (docs/rules/exposure.md, "In-trip alerts"): under way at the
 * article's time, and its city within 100 km of one of its places, or — a Severe article — in
 * one of its countries (a stop without a city is reached this way only).
 */
const stopsReached = (article: Leveled, trip: TripUnderWay): NewTripAlert[] =>
  trip.segments.flatMap((stop, stopIndex) => {
    const at = article.at.getTime();
    if (Date.parse(stop.fromUtc) > at || Date.parse(stop.toUtc) < at) return [];
    const km = nearestKm(stop, article.places);
    const byCountry = article.riskLevel === 'Severe' && article.countries.includes(stop.country);
    if (km === null && !byCountry) return [];
    const alert = { owner: trip.owner, tripId: trip.id, stopIndex, stop, articleId: article.id };
    return [{ ...alert, distanceKm: km, level: article.riskLevel }];
  });

const whereOf = (stop: StoredSegment) => stop.placeName ?? countryName(stop.country);

/**
 * The company's side of a new in-trip alert is told as a branch's is (exposure-announce.ts):
 * the stop stands in for the branch, named "Trip: <traveller> in <city>".
 */
const asRaised = (id: string, alert: NewTripAlert, trip: TripUnderWay, article: Leveled) => ({
  id,
  article,
  branch: {
    ...alert.owner,
    id: trip.id,
    name: `Trip: ${trip.traveller.name} in ${whereOf(alert.stop)}`,
    lat: alert.stop.lat ?? 0,
    lon: alert.stop.lon ?? 0,
    radiusKm: TRIP_ALERT_KM,
    country: alert.stop.country,
  },
});

/**
 * Raises the in-trip alerts of a batch of new articles: one per stop and article (a unique
 * index: a re-run adds none). Each new one goes to the exposure inbox of the trip's company (or
 * solo customer), whose owners and admins are told as for branches, and to the traveller by
 * e-mail at once. One of the news sweep's matchers (alerts/article-matchers.ts), inside the
 * batch's transaction. Returns how many alerts are new.
 */
export const matchTrips = async (
  db: Database,
  batch: TimedArticle[],
  publicUrl: string,
): Promise<number> => {
  // News is matched once, when it arrives: an item dated ahead is taken as of now.
  const now = Date.now();
  const leveled: Leveled[] = batch
    .filter((a) => a.live && RISK_LEVELS.includes(a.riskLevel as RiskLevel))
    .filter((a) => reachesLevel(a.riskLevel as RiskLevel, TRIP_ALERT_MIN_LEVEL))
    .map((a) => ({
      ...a,
      riskLevel: a.riskLevel as RiskLevel,
      at: new Date(Math.min(a.publishedAt.getTime(), now)),
    }));
  if (leveled.length === 0) return 0;
  const times = leveled.map((a) => a.at.getTime());
  const trips = await tripsUnderWay(db, new Date(Math.min(...times)), new Date(Math.max(...times)));
  if (trips.length === 0) return 0;
  const found = leveled.flatMap((article) =>
    trips.flatMap((trip) => stopsReached(article, trip).map((alert) => ({ alert, trip, article }))),
  );
  const created = await insertTripAlerts(
    db,
    found.map(({ alert }) => alert),
  );
  const key = (tripId: string, stop: number, articleId: string) => `${tripId} ${stop} ${articleId}`;
  const idOf = new Map(
    created.map((row) => [key(row.tripId, row.stopIndex, row.articleId), row.id]),
  );
  const raised = found.flatMap((one) => {
    const id = idOf.get(key(one.trip.id, one.alert.stopIndex, one.article.id));
    return id ? [{ ...one, id }] : [];
  });
  const urls = await articleUrls(db, [...new Set(raised.map(({ article }) => article.id))]);
  for (const { alert, trip, article } of raised) {
    await enqueueMail(
      db,
      tripExposureMail({
        ...trip.traveller,
        where: whereOf(alert.stop),
        level: article.riskLevel,
        title: article.title,
        url: urls.get(article.id) ?? publicUrl,
        distanceKm: alert.distanceKm,
      }),
    );
  }
  const told: RaisedAlert[] = raised.map(({ id, alert, trip, article }) =>
    asRaised(id, alert, trip, article),
  );
  await announceAlerts(db, told, publicUrl);
  return created.length;
};

/** The same for one article by its id (the demo data, a re-run). */
export const raiseTripAlerts = async (db: Database, articleId: string, publicUrl: string) => {
  const article = await articleForTrips(db, articleId);
  return article ? matchTrips(db, [article], publicUrl) : 0;
};
