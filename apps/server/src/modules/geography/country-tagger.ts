import { COUNTRIES, COUNTRY_CODES } from '@georisk/contract';
import worldCountries from 'world-countries';
import { localisedCountryNames } from './localised-country-names.js';
import { arabicForms, cyrillicStem, HAN, hanNames, stemmable } from './script-forms.js';

/**
 * Finds the countries a text names: names, official names, common aliases ("DRC", "Ivory Coast")
 * and demonyms ("Ukrainian"), as whole words, and country names in French, Spanish, Portuguese,
 * German, Russian, Arabic and Chinese (docs/rules/geography.md; docs/rules/news.md, "Languages").
 *
 * The text is split once into words and each word start looks up at most LONGEST phrases in one
 * precompiled map, so the cost is linear in the text, whatever it holds (docs/security.md).
 */

interface Word {
  folded: string;
  original: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Words with accents dropped, so "Côte d'Ivoire" and "Cote d'Ivoire" are one phrase. */
const wordsOf = (text: string): Word[] =>
  Array.from(text.normalize('NFKD').replace(/\p{M}/gu, '').matchAll(WORD), ([original]) => ({
    original,
    folded: original.toLowerCase(),
  }));

interface Entry {
  codes: string[];
  /** Acronyms ("UK", "DRC", "UAE") match only in capitals, so "us" is not the United States. */
  acronym: boolean;
}

type Phrases = Map<string, Entry>;
let LONGEST = 1;

const add = (phrases: Phrases, alias: string, code: string) => {
  const words = wordsOf(alias);
  if (words.length === 0) return;
  const key = words.map((w) => w.folded).join(' ');
  const acronym = words.length === 1 && /^[A-Z]{2,4}$/.test(alias.trim());
  const entry = phrases.get(key);
  if (entry) {
    if (!entry.codes.includes(code)) entry.codes.push(code);
  } else phrases.set(key, { codes: [code], acronym });
  LONGEST = Math.max(LONGEST, words.length);
};

/** A word shared by several countries ("Congolese", "Dominican") names none of them for sure. */
const unambiguous = (phrases: Phrases) => {
  for (const [key, entry] of phrases) if (entry.codes.length > 1) phrases.delete(key);
  return phrases;
};

const english: Phrases = new Map();
for (const country of worldCountries) {
  const code = country.cca2;
  if (!COUNTRY_CODES.has(code)) continue;
  add(english, country.name.common, code);
  add(english, country.name.official, code);
  // The alpha-2 code itself is mostly an English word ("IN", "IT", "TO"); the US is the exception.
  for (const alias of country.altSpellings)
    if (alias !== code || code === 'US') add(english, alias, code);
  const demonyms = country.demonyms?.['eng'];
  if (demonyms)
    for (const demonym of new Set([demonyms.m, demonyms.f])) add(english, demonym, code);
}
for (const { code, name } of COUNTRIES) add(english, name, code);
const englishKeys = new Set(english.keys());
unambiguous(english);

// Other languages never take over or void an English phrase; Chinese goes by substring.
const localised: Phrases = new Map();
const stems = new Map<string, Set<string>>();
for (const { name, code, language } of localisedCountryNames()) {
  if (!COUNTRY_CODES.has(code)) continue;
  if (HAN.test(name)) hanNames.add(name, code);
  else if (
    !englishKeys.has(
      wordsOf(name)
        .map((w) => w.folded)
        .join(' '),
    )
  ) {
    add(localised, name, code);
    // German genitive: "Russlands", "Frankreichs".
    if (language === 'de' && !name.endsWith('s')) add(localised, `${name}s`, code);
    const stem = stemmable(wordsOf(name));
    if (stem) stems.set(stem, (stems.get(stem) ?? new Set()).add(code));
  }
}
const phrases = new Map([...english, ...unambiguous(localised)]);
hanNames.settle();

/** A proper noun starts with a capital: "turkey" and "guinea pig" are not countries. Arabic has no capitals. */
const capitalised = (word: Word) =>
  word.original[0] !== word.original[0]?.toLowerCase() ||
  word.original[0] === word.original[0]?.toUpperCase();

/** The entry of the phrase `slice` spells, its first word maybe with an Arabic prefix. */
const lookup = (slice: Word[]): Entry | undefined => {
  const rest = slice.slice(1).map((w) => w.folded);
  for (const first of arabicForms((slice[0] as Word).folded)) {
    const entry = phrases.get([first, ...rest].join(' '));
    if (entry) return entry;
  }
  if (slice.length === 1) {
    const codes = stems.get(cyrillicStem((slice[0] as Word).folded, stems) ?? '');
    if (codes?.size === 1) return { codes: [...codes], acronym: false };
  }
  return undefined;
};

/** The ISO codes of the countries named in `text`, in order of first mention. */
export const tagCountries = (text: string, max = Number.POSITIVE_INFINITY): string[] => {
  const words = wordsOf(text);
  const found = new Set<string>();
  let i = 0;
  while (i < words.length && found.size < max) {
    let matched = 0;
    const first = words[i] as Word;
    if (HAN.test(first.original)) for (const code of hanNames.find(first.original)) found.add(code);
    // Longest phrase first: "Papua New Guinea" before "Guinea", "DR Congo" before "Congo".
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && matched === 0; n -= 1) {
      const slice = words.slice(i, i + n);
      const entry = lookup(slice);
      if (!entry || !capitalised(first)) continue;
      if (entry.acronym && first.original !== first.original.toUpperCase()) continue;
      for (const code of entry.codes) found.add(code);
      matched = n;
    }
    i += Math.max(matched, 1);
  }
  return [...found].slice(0, max);
};
