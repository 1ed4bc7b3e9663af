import { wordSimilarity } from './headline-words.js';

/**
 * Least word similarity (Jaccard of headline words) for two articles to tell one happening:
 * tuned on the labelled pairs of event-similarity.test.ts, which prints precision and recall.
 */
export const SAME_EVENT_SIMILARITY = 0.4;

/** What the clustering compares of an article: its headline words and where it happens. */
export interface Located {
  words: readonly string[];
  countries: readonly string[];
  /** Place keys (placeKey): city and country. */
  places: readonly string[];
}

const sharesAny = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** A city's key in events' place lists: its name (lower case) and country. */
export const placeKey = (place: { name: string; country: string }) =>
  `${place.name.toLowerCase()}|${place.country}`;

/**
 * Whether two articles' whereabouts allow one happening: a shared place, or a shared country
 * when at most one of them names a place (two that name only different cities are two stories).
 */
const sameWhere = (a: Located, b: Located) =>
  sharesAny(a.places, b.places) ||
  (sharesAny(a.countries, b.countries) && (a.places.length === 0 || b.places.length === 0));

/** Whether two articles tell one happening (docs/rules/news.md, "Events"). */
export const sameHappening = (a: Located, b: Located): boolean =>
  sameWhere(a, b) && wordSimilarity(a.words, b.words) >= SAME_EVENT_SIMILARITY;
