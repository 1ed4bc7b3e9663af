import { COUNTRIES } from '@georisk/contract';
import { findCity } from '../places/index.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const BY_NAME = new Map(COUNTRIES.map((c) => [fold(c.name), c.code]));

/** A country named by its ISO code or its English name, or null. */
export const countryNamed = (text: string): string | null => {
  const code = text.trim().toUpperCase();
  if (COUNTRIES.some((c) => c.code === code)) return code;
  return BY_NAME.get(fold(text)) ?? null;
};

export interface Located {
  place_name?: string;
  lat?: number;
  lon?: number;
  country: string;
}

/**
 * Where a calendar's LOCATION is (docs/rules/schedule.md, "Import"): "City, Country" (the city in
 * that country), "City" (the most populous city of that name), or a country alone. The first
 * comma-separated part is the city and the last the country, so "Hilton, Park Lane, London, UK"
 * reads as a venue; null when nothing matches.
 */
export const locate = async (location: string): Promise<Located | null> => {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const first = parts[0];
  if (!first) return null;
  const country = parts.length > 1 ? countryNamed(parts.at(-1) ?? '') : null;
  const cityNames = parts.length > 1 ? parts.slice(0, -1).reverse() : [first];
  for (const name of cityNames) {
    const city = await findCity(name, country ?? undefined);
    if (city) return { place_name: city.name, lat: city.lat, lon: city.lon, country: city.country };
  }
  const only = parts.length === 1 ? countryNamed(first) : country;
  return only ? { country: only } : null;
};
