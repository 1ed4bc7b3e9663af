import { PLACE_SEARCH_LIMIT, type Place } from '@georisk/contract';
import type { Gazetteer } from './gazetteer.js';
import { foldName } from './place-names.js';

type SearchKeys = { key: string; cities: number[] }[];
const searchIndexes = new WeakMap<Gazetteer, SearchKeys>();

/** Every name from each of its word starts ("sao paulo", "paulo"), sorted; built on first search. */
const searchKeysOf = (gazetteer: Gazetteer): SearchKeys => {
  const cached = searchIndexes.get(gazetteer);
  if (cached) return cached;
  const keys: SearchKeys = [];
  for (const [key, cities] of gazetteer.byName) {
    let start = 0;
    do {
      keys.push({ key: key.slice(start), cities });
      start = key.indexOf(' ', start) + 1;
    } while (start > 0);
  }
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  searchIndexes.set(gazetteer, keys);
  return keys;
};

/** The first search key at or after `prefix` (binary search over the sorted keys). */
const firstAtOrAfter = (keys: SearchKeys, prefix: string): number => {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
};

export interface PlaceMatches {
  places: Place[];
  total: number;
}

/**
 * Cities whose name, or a word of it, starts with `q` (accents and case ignored: "sao paulo"
 * finds São Paulo, "paulo" too), in `country` when given, most populous first, at most 20.
 */
export const searchGazetteer = (
  gazetteer: Gazetteer,
  q: string,
  country?: string,
): PlaceMatches => {
  const prefix = foldName(q);
  if (prefix === '') return { places: [], total: 0 };
  const keys = searchKeysOf(gazetteer);
  const found = new Set<number>();
  for (let i = firstAtOrAfter(keys, prefix); i < keys.length; i += 1) {
    const entry = keys[i];
    if (!entry?.key.startsWith(prefix)) break;
    for (const index of entry.cities)
      if (!country || gazetteer.cities[index]?.country === country) found.add(index);
  }
  // A lower index is a more populous city.
  const best = [...found].sort((a, b) => a - b).slice(0, PLACE_SEARCH_LIMIT);
  return {
    places: best.flatMap((index) => gazetteer.cities[index] ?? []),
    total: found.size,
  };
};
