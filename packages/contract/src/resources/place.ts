import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { listReplyWith } from '../envelope.js';
import { latitude, longitude, requiredLine } from '../fields.js';
import { MESSAGES } from '../messages.js';

/** How many places `place/search` answers and an article may name (docs/rules/geography.md). */
export const PLACE_SEARCH_LIMIT = 20;
export const MAX_ARTICLE_PLACES = 10;

/** A city of the gazetteer, as `place/search` answers it. */
export const place = z.object({
  place_id: z.string(),
  name: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  population: z.number().int(),
});
export type Place = z.infer<typeof place>;

export const placeSearchSchema = z.object({
  q: requiredLine(MESSAGES.placeQuery, MAX_LENGTH.search, 'Search'),
  country: countryCode.optional(),
});
export type PlaceSearch = z.input<typeof placeSearchSchema>;
export const placeSearchReply = listReplyWith('place', place);

/** A place an article names: tagged at ingestion or picked by an admin. */
export const articlePlace = z.object({
  name: requiredLine(MESSAGES.placeName, MAX_LENGTH.name, 'Place name'),
  country: countryCode,
  lat: latitude,
  lon: longitude,
});
export type ArticlePlace = z.infer<typeof articlePlace>;

/** 0..10 places; the same city (name and country) twice is kept once. */
export const articlePlaces = z
  .array(articlePlace, { error: MESSAGES.invalidPlaces })
  .max(MAX_ARTICLE_PLACES, { error: MESSAGES.tooManyPlaces })
  .transform((places) => {
    const seen = new Set<string>();
    return places.filter((p) => {
      const key = `${p.name.toLowerCase()}|${p.country}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
  });

/** "São Paulo, BR": how a place is shown beside an article. */
export const placeLabel = (p: { name: string; country: string }) => `${p.name}, ${p.country}`;

/** An article's countries with its places' countries added, at most `max` (first ones kept). */
export const withPlaceCountries = (
  countries: readonly string[],
  places: readonly { country: string }[],
  max: number,
): string[] => [...new Set([...countries, ...places.map((p) => p.country)])].slice(0, max);
