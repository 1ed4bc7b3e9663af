import { RISK_LEVELS, type ArticlePlace, type RiskLevel } from '@georisk/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles, branches } from '../../db/schema.js';
import { EARTH_RADIUS_M, type Box } from './exposure-geometry.js';

/** A branch that may be exposed, with what the match needs. */
export interface Candidate {
  id: string;
  companyId: string | null;
  userId: string | null;
  name: string;
  lat: number;
  lon: number;
  radiusKm: number;
  country: string;
}

const candidateColumns = {
  id: branches.id,
  companyId: branches.companyId,
  userId: branches.userId,
  name: branches.name,
  lat: branches.lat,
  lon: branches.lon,
  radiusKm: branches.radiusKm,
  country: branches.country,
};

/** The minimum levels an article of `level` reaches: its own and every milder one. */
export const minimumsReachedBy = (level: RiskLevel) =>
  RISK_LEVELS.slice(RISK_LEVELS.indexOf(level));

/** One place of one article to look around: the box of the largest radius, and the level. */
export interface Probe {
  lat: number;
  lon: number;
  box: Box;
  level: RiskLevel;
}

/**
 * The great-circle distance in SQL (haversine, km), only to leave out the branches plainly beyond
 * their radius before they are sent: the caller decides with geolib, so the margin keeps every
 * branch geolib might count in.
 */
const KM = EARTH_RADIUS_M / 1000;
const roughlyWithinRadius = sql`${KM}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(b.lat - p.lat) / 2), 2)
    + cos(radians(p.lat)) * cos(radians(b.lat)) * power(sin(radians(b.lon - p.lon) / 2), 2))))
  <= b.radius_km * 1.01 + 1`;

/**
 * For every probe at once (one statement per sweep batch), the live branches inside its box whose
 * minimum level it reaches, tagged with the probe's index. Each box (two across the antimeridian)
 * is one search of the `branches_point` GiST index in a lateral join: both dimensions bound it,
 * where the (lat, lon) btree read the whole latitude band (docs/performance.md, "Ingest").
 */
export const branchesNearProbes = (probes: Probe[]) => {
  const rows = probes.flatMap(({ lat, lon, box, level }, i) =>
    box.lonRanges.map(
      ([west, east]) => sql`(${i}::int, ${lat}::float8, ${lon}::float8,
        box(point(${west}::float8, ${box.minLat}::float8), point(${east}::float8, ${box.maxLat}::float8)),
        ${sql.param(minimumsReachedBy(level))}::text[])`,
    ),
  );
  return sql`select p.probe, b.id, b.company_id as "companyId", b.user_id as "userId", b.name,
      b.lat, b.lon, b.radius_km as "radiusKm", b.country
    from (values ${sql.join(rows, sql`, `)}) as p(probe, lat, lon, area, levels)
    cross join lateral (
      select * from ${branches} b
      where b.is_deleted = false
        and point(b.lon, b.lat) <@ p.area
        and b.min_level = any(p.levels)) b
    where ${roughlyWithinRadius}`;
};

export const readBranchesNearProbes = async (
  db: Database,
  probes: Probe[],
): Promise<(Candidate & { probe: number })[]> => {
  if (probes.length === 0) return [];
  const result = (await db.execute(branchesNearProbes(probes))) as unknown as {
    rows: (Candidate & { probe: number })[];
  };
  return result.rows;
};

/**
 * The largest radius of any live branch (null: no branch at all), read in one step of the
 * `branches_radius` index: no place is looked around further than some branch could reach.
 */
export const largestRadiusKm = async (db: Database): Promise<number | null> => {
  const [row] = await db
    .select({ km: branches.radiusKm })
    .from(branches)
    .where(eq(branches.isDeleted, false))
    .orderBy(desc(branches.radiusKm))
    .limit(1);
  return row?.km ?? null;
};

/** Live branches of these countries (a Severe article naming countries and no place). */
export const branchesInCountries = (
  db: Database,
  countries: string[],
  level: RiskLevel,
): Promise<Candidate[]> =>
  countries.length === 0
    ? Promise.resolve([])
    : db
        .select(candidateColumns)
        .from(branches)
        .where(
          and(
            eq(branches.isDeleted, false),
            inArray(branches.country, countries),
            inArray(branches.minLevel, minimumsReachedBy(level)),
          ),
        );

/** What matching needs of an article (the sweep's claim answers the same). */
export interface MatchableArticle {
  id: string;
  title: string;
  riskLevel: string;
  countries: string[];
  places: ArticlePlace[];
  /** Active and not deleted: only live articles alert anyone. */
  live: boolean;
  /** Its event (docs/rules/news.md, "Events"): a branch is alerted once per event. */
  eventId: string | null;
}

/** The columns of a MatchableArticle (the news sweep's claim and in-trip matching read them too). */
export const matchableColumns = {
  id: articles.id,
  title: articles.title,
  riskLevel: articles.riskLevel,
  countries: articles.countries,
  places: articles.places,
  live: sql<boolean>`${articles.isActive} and not ${articles.isDeleted}`,
  eventId: articles.eventId,
};

/** The articles of these ids as matching reads them (gone ones are left out). */
export const articlesToMatch = (db: Database, ids: string[]): Promise<MatchableArticle[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select(matchableColumns).from(articles).where(inArray(articles.id, ids));
