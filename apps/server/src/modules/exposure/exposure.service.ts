import {
  EXPOSURE_LIMITS,
  type Branch,
  type Exposure,
  type ExposureBranch,
  type ExposureEvent,
} from '@georisk/contract';
import type { RiskLevel } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { success, type Result } from '../../domain/result.js';
import { branchesToRead, branchToRead } from '../branches/index.js';
import { boxAround, distanceKm, worstOpenLevels } from '../exposure-alerts/index.js';
import { listCountries } from '../geography/index.js';
import { locatedArticles, openAlertCounts, type LocatedArticle } from './exposure.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Alerts {
  worst: Map<string, RiskLevel>;
  open: Map<string, number>;
}

const toExposureBranch = (branch: Branch, alerts: Alerts): ExposureBranch => ({
  branch_id: branch.branch_id,
  name: branch.name,
  kind: branch.kind,
  lat: branch.lat,
  lon: branch.lon,
  place_name: branch.place_name,
  country: branch.country,
  people: branch.people,
  radius_km: branch.radius_km,
  min_level: branch.min_level,
  worst_level: alerts.worst.get(branch.branch_id) ?? null,
  open_alerts: alerts.open.get(branch.branch_id) ?? 0,
});

/** Each place of each article is one event, newest first, at most `max`. */
const eventsOf = (rows: LocatedArticle[], max: number): ExposureEvent[] =>
  rows
    .flatMap(({ places, ...article }) =>
      places.map((place) => ({
        ...article,
        place_name: place.name,
        country: place.country,
        lat: place.lat,
        lon: place.lon,
        distance_km: null,
      })),
    )
    .slice(0, max);

/** The events within the branch's radius, with their distance, rounded to 0.1 km. */
const nearby = (branch: Branch, events: ExposureEvent[]): ExposureEvent[] =>
  events
    .map((event) => ({ ...event, distance_km: Math.round(distanceKm(branch, event) * 10) / 10 }))
    .filter((event) => event.distance_km <= branch.radius_km);

/**
 * The exposure map (docs/rules/branches.md "Exposure map"): the branches the caller reads (as
 * `branch/list`), the located news of the last 7 days and the countries' levels as the world map
 * shows them to this caller. With `branch_id`: that branch and only the events within its radius.
 */
export const exposureOf = async (
  db: Database,
  caller: UserCaller,
  branchId: string | undefined,
  now = new Date(),
): Promise<Result<Exposure>> => {
  const read = branchId
    ? await branchToRead(db, caller, branchId)
    : await branchesToRead(db, caller, EXPOSURE_LIMITS.branches);
  if (!read.ok) return read;
  const [one] = read.value.rows;
  const window = {
    from: new Date(now.getTime() - EXPOSURE_LIMITS.days * DAY_MS),
    to: now,
    limit: EXPOSURE_LIMITS.events,
    box: branchId && one ? boxAround(one, one.radius_km) : undefined,
  };
  const ids = read.value.rows.map((b) => b.branch_id);
  const [articles, countries, worst, open] = await Promise.all([
    locatedArticles(db, window),
    listCountries(db, caller, now),
    worstOpenLevels(db, ids),
    openAlertCounts(db, ids),
  ]);
  const events = eventsOf(articles, EXPOSURE_LIMITS.events);
  return success({
    branches: read.value.rows.map((b) => toExposureBranch(b, { worst, open })),
    events: branchId && one ? nearby(one, events) : events,
    countries: countries.map((c) => ({ code: c.code, level: c.riskLevel })),
    can_manage: read.value.canManage,
  });
};
