import {
  countryName,
  TRIP_LIMITS,
  type Brief,
  type BriefSegment,
  type RiskLevel,
  type Trip,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { readsTogether } from '../../db/reads-together.js';
import { boundingBox, distanceKm } from '../../domain/geo-distance.js';
import type { UserCaller } from '../../domain/caller.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import { listCountries } from '../geography/index.js';
import { answeredRequestsIn } from './brief-findings.js';
import { advisoriesFor } from './advisories.repository.js';
import { articlesInBox } from './brief.repository.js';

const DAY_MS = 86_400_000;
const NEARBY_SHOWN = 20;
const REASONS_SHOWN = 5;

/** The located news within 100 km of a stop's city in the last 14 days, nearest first. */
const nearbyOf = async (db: Database, stop: Trip['segments'][number], now: Date) => {
  if (stop.lat === null || stop.lon === null) return [];
  const centre = { lat: stop.lat, lon: stop.lon };
  const since = new Date(now.getTime() - TRIP_LIMITS.nearbyDays * DAY_MS);
  const rows = await articlesInBox(db, boundingBox(centre, TRIP_LIMITS.nearbyKm), since);
  const nearest = new Map<string, BriefSegment['nearby'][number]>();
  for (const row of rows) {
    const km = distanceKm(centre, row);
    if (km > TRIP_LIMITS.nearbyKm) continue;
    const seen = nearest.get(row.id);
    if (seen && seen.distance_km <= km) continue;
    nearest.set(row.id, {
      articles_id: row.id,
      title: row.title,
      url: row.url,
      riskLevel: row.riskLevel,
      publishedAt: row.publishedAt.toISOString(),
      place: row.place,
      distance_km: Math.round(km * 10) / 10,
    });
  }
  return [...nearest.values()]
    .sort((a, b) => a.distance_km - b.distance_km || b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, NEARBY_SHOWN);
};

/**
 * A trip's pre-trip brief (docs/rules/schedule.md, "Brief"): per stop, the country's level and
 * reasons as the caller's country figures show them, the located news near the city, the
 * company's answered requests about the country, and the company's advisory for it.
 */
export const briefOf = async (
  db: Database,
  caller: UserCaller,
  { trip, owner }: { trip: Trip; owner: RecordOwner },
  now = new Date(),
): Promise<Brief> => {
  const countries = [...new Set(trip.segments.map((s) => s.country))];
  // Saving a trip mails its brief from within its transaction (trips.service.ts): one connection.
  const [assessments, advised] = await readsTogether(db, [
    () => listCountries(db, caller, now),
    async () => (trip.company_id ? advisoriesFor(db, trip.company_id, countries) : new Map()),
  ]);
  const byCode = new Map(assessments.map((a) => [a.code, a]));
  const segments = await readsTogether(
    db,
    trip.segments.map((segment) => async (): Promise<BriefSegment> => {
      const assessment = byCode.get(segment.country);
      const advisory = advised.get(segment.country);
      return {
        segment,
        country_name: countryName(segment.country),
        level: (assessment?.riskLevel as RiskLevel | null | undefined) ?? null,
        reasons: (assessment?.reasons ?? [])
          .slice(0, REASONS_SHOWN)
          .map((r) => ({ title: r.title, level: r.level, at: r.at })),
        nearby: await nearbyOf(db, segment, now),
        findings: await answeredRequestsIn(db, owner, segment.country),
        advisory: advisory
          ? {
              text: advisory.text,
              override_level: advisory.override_level,
              emergency_contacts: advisory.emergency_contacts,
            }
          : null,
      };
    }),
  );
  return { trip, segments };
};
