import { COUNTRIES, MAX_ARTICLE_PLACES, type ArticlePlace } from '@georisk/contract';
import type { Gazetteer } from './gazetteer.js';
import { COMMON_WORDS, MIN_NAME_LENGTH, foldName, wordsOf, type Word } from './place-names.js';

/** A name that stands alone (no country named) must belong to a city of this size or more. */
export const STANDALONE_POPULATION = 15_000;
/**
 * ...and that city must outweigh the next of the same name this many times: "Paris" is Paris,
 * France (2.1 million against 25 000), "Springfield" is no one Springfield (167 000 against 154 000).
 */
export const DOMINANCE = 3;

/** A city named like a country ("Lebanon", Pennsylvania) is read as that country, not as a city. */
const COUNTRY_NAMES = new Map(COUNTRIES.map((c) => [foldName(c.name), c.code]));

/** The cities called `name`, most populous first; a country's name only in that country. */
const candidatesOf = (gazetteer: Gazetteer, name: string): number[] => {
  const homonymCountry = COUNTRY_NAMES.get(name);
  const candidates = gazetteer.byName.get(name) ?? [];
  return homonymCountry
    ? candidates.filter((i) => gazetteer.cities[i]?.country === homonymCountry)
    : candidates;
};

/**
 * The city a name found in the text stands for, or none (docs/rules/geography.md, "Places").
 * One word opening a sentence has its capital from grammar ("Tornado warning for..."), so there
 * only a city that stands alone counts, not a small namesake in a named country.
 */
const cityFor = (
  gazetteer: Gazetteer,
  name: string,
  named: ReadonlySet<string>,
  opensSentence: boolean,
): number | undefined => {
  const candidates = candidatesOf(gazetteer, name);
  const inNamedCountry = opensSentence
    ? undefined
    : candidates.find((i) => named.has(gazetteer.cities[i]?.country ?? ''));
  if (inNamedCountry !== undefined) return inNamedCountry;
  // No country to help: a large city that clearly outweighs its namesakes.
  const [first, second] = candidates.slice(0, 2).map((i) => gazetteer.cities[i]?.population ?? 0);
  if (first === undefined || first < STANDALONE_POPULATION || COMMON_WORDS.has(name)) return;
  if (second !== undefined && first < DOMINANCE * second) return;
  return candidates[0];
};

/**
 * The longest city name starting at `words[start]`: each step extends a known opening of a name
 * of several words, so a word costs at most as many lookups as the longest name has words.
 */
const longestName = (gazetteer: Gazetteer, words: Word[], start: number) => {
  let phrase = '';
  let best: { name: string; length: number } | undefined;
  for (let end = start; end < words.length; end += 1) {
    phrase = phrase ? `${phrase} ${words[end]?.folded}` : (words[end]?.folded ?? '');
    if (gazetteer.byName.has(phrase)) best = { name: phrase, length: end - start + 1 };
    if (!gazetteer.openings.has(phrase)) break;
  }
  return best;
};

/**
 * The cities `text` names as whole words, in order of first mention, at most 10. `named` holds the
 * countries the text names (the country tagger's answer): a small city, or one whose name is a
 * common word, counts only in one of them; a name several cities share takes the one in a named
 * country, else the most populous if it clearly outweighs the others. Linear in the text.
 */
export const tagPlaces = (
  gazetteer: Gazetteer,
  text: string,
  named: readonly string[],
): ArticlePlace[] => {
  const words = wordsOf(text);
  const countries = new Set(named);
  const found = new Map<number, ArticlePlace>();
  // A name said again is decided once, so a text repeating one name costs no more per word.
  const decided = new Map<string, number | undefined>();
  const decide = (name: string, opensSentence: boolean) => {
    const key = `${name}|${opensSentence}`;
    if (!decided.has(key)) decided.set(key, cityFor(gazetteer, name, countries, opensSentence));
    return decided.get(key);
  };
  let i = 0;
  while (i < words.length && found.size < MAX_ARTICLE_PLACES) {
    const match = words[i]?.capital ? longestName(gazetteer, words, i) : undefined;
    const opensSentence = match?.length === 1 && Boolean(words[i]?.opening);
    const index =
      match && match.name.length >= MIN_NAME_LENGTH ? decide(match.name, opensSentence) : undefined;
    const city = index === undefined ? undefined : gazetteer.cities[index];
    if (index !== undefined && city && !found.has(index))
      found.set(index, { name: city.name, country: city.country, lat: city.lat, lon: city.lon });
    i += match?.length ?? 1;
  }
  return [...found.values()];
};
