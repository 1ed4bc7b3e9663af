import { RISK_LEVELS, type RiskLevel } from '@georisk/contract';
import { and, between, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles, branches } from '../../db/schema.js';
import type { Box } from './exposure-geometry.js';

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
const minimumsReachedBy = (level: RiskLevel) => RISK_LEVELS.slice(RISK_LEVELS.indexOf(level));

/**
 * Live branches inside the box whose minimum level the article reaches. The box is a range of
 * the `branches_position` (lat, lon) index: latitude bounds the scan, longitude (one range, or
 * two across the antimeridian) filters inside the index; distance is checked by the caller.
 * The query itself is returned (awaited, it gives the rows), so a test can EXPLAIN it.
 */
export const branchesInBox = (db: Database, box: Box, level: RiskLevel) =>
  db
    .select(candidateColumns)
    .from(branches)
    .where(
      and(
        eq(branches.isDeleted, false),
        between(branches.lat, box.minLat, box.maxLat),
        or(...box.lonRanges.map(([min, max]) => between(branches.lon, min, max))),
        inArray(branches.minLevel, minimumsReachedBy(level)),
      ),
    );

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

/** What matching reads of an article; null when it is gone. */
export const articleToMatch = async (db: Database, id: string) => {
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      riskLevel: articles.riskLevel,
      countries: articles.countries,
      places: articles.places,
      live: sql<boolean>`${articles.isActive} and not ${articles.isDeleted}`,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return row ? { ...row, riskLevel: row.riskLevel as RiskLevel } : null;
};
