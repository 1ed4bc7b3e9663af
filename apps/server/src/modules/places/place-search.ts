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
  // One pass over the matching keys with no sort: a city is counted once (a name can match at
  // two of its words), and only the 20 lowest indexes — the most populous — are kept in order.
  const seen = seenMarks(gazetteer);
  let total = 0;
  const best: number[] = [];
  for (let i = firstAtOrAfter(keys, prefix); i < keys.length; i += 1) {
    const entry = keys[i];
    if (!entry?.key.startsWith(prefix)) break;
    for (const index of entry.cities) {
      if (seen.marks[index] === seen.round) continue;
      seen.marks[index] = seen.round;
      if (country && gazetteer.cities[index]?.country !== country) continue;
      total += 1;
      keepBest(best, index);
    }
  }
  return {
    places: best.flatMap((index) => gazetteer.cities[index] ?? []),
    total,
  };
};

/**
 * One mark per city, stamped with the search's round number: "seen in this search" without
 * allocating a set of thousands of entries for a one-letter query. Searches run one at a time.
 */
const marksOf = new WeakMap<Gazetteer, { marks: Uint32Array; round: number }>();
const seenMarks = (gazetteer: Gazetteer) => {
  const seen = marksOf.get(gazetteer) ?? {
    marks: new Uint32Array(gazetteer.cities.length),
    round: 0,
  };
  marksOf.set(gazetteer, seen);
  seen.round += 1;
  if (seen.round === 0xffffffff) {
    seen.marks.fill(0);
    seen.round = 1;
  }
  return seen;
};

/** Inserts `index` into the ascending list `best` if it is among the 20 lowest seen. */
const keepBest = (best: number[], index: number) => {
  if (best.length === PLACE_SEARCH_LIMIT && index > (best.at(-1) ?? Infinity)) return;
  let at = best.length;
  while (at > 0 && (best[at - 1] ?? 0) > index) at -= 1;
  best.splice(at, 0, index);
  if (best.length > PLACE_SEARCH_LIMIT) best.pop();
};
