import type { Place, PlaceSearch } from '@georisk/contract';
import { loadGazetteer } from './gazetteer.js';
import { foldName } from './place-names.js';
import { searchGazetteer, type PlaceMatches } from './place-search.js';

/** `place/search`: the gazetteer's cities matching the caller's words (no database involved). */
export const searchPlaces = async ({ q, country }: PlaceSearch): Promise<PlaceMatches> =>
  searchGazetteer(await loadGazetteer(), q, country);

/**
 * The most populous city of exactly this name (accents and case ignored) in `country`, or null:
 * a branch imported with a city and no coordinates (docs/rules/branches.md). Without a country:
 * the most populous city of that name anywhere (a calendar's LOCATION: docs/rules/schedule.md).
 */
export const findCity = async (name: string, country?: string): Promise<Place | null> => {
  const wanted = foldName(name);
  const { places } = searchGazetteer(await loadGazetteer(), name, country);
  return places.find((p) => foldName(p.name) === wanted) ?? null;
};

/** A country's most populous city, or null (a country's main time zone: docs/rules/schedule.md). */
export const largestCity = async (country: string): Promise<Place | null> =>
  (await loadGazetteer()).cities.find((city) => city.country === country) ?? null;
