import type { PlaceSearch } from '@georisk/contract';
import { loadGazetteer } from './gazetteer.js';
import { searchGazetteer, type PlaceMatches } from './place-search.js';

/** `place/search`: the gazetteer's cities matching the caller's words (no database involved). */
export const searchPlaces = async ({ q, country }: PlaceSearch): Promise<PlaceMatches> =>
  searchGazetteer(await loadGazetteer(), q, country);
