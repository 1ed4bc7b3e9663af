import type { Place, PlaceSearch } from '@georisk/contract';
import { loadGazetteer } from './gazetteer.js';
import { foldName } from './place-names.js';
import { searchGazetteer, type PlaceMatches } from './place-search.js';

/** `place/search`: the gazetteer's cities matching the caller's words (no database involved). */
export const searchPlaces = async ({ q, country }: PlaceSearch): Promise<PlaceMatches> =>
  searchGazetteer(await loadGazetteer(), q, country);

/**
 * The most populous city of exactly this name (accents and case ignored) in `country`, or null:
 * a branch imported with a city and no coordinates (docs/rules/branches.md).
 */
export const findCity = async (name: string, country: string): Promise<Place | null> => {
  const wanted = foldName(name);
  const { places } = searchGazetteer(await loadGazetteer(), name, country);
  return places.find((p) => foldName(p.name) === wanted) ?? null;
};
