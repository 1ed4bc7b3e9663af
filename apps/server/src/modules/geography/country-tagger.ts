import { COUNTRIES, COUNTRY_CODES } from '@georisk/contract';
import worldCountries from 'world-countries';

/**
 * Finds the countries a text names: names, official names, common aliases ("DRC", "Ivory Coast")
 * and demonyms ("Ukrainian"), as whole words (docs/rules/geography.md).
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

const phrases = new Map<string, Entry>();
let LONGEST = 1;

const add = (alias: string, code: string) => {
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

for (const country of worldCountries) {
  const code = country.cca2;
  if (!COUNTRY_CODES.has(code)) continue;
  add(country.name.common, code);
  add(country.name.official, code);
  // The alpha-2 code itself is mostly an English word ("IN", "IT", "TO"); the US is the exception.
  for (const alias of country.altSpellings) if (alias !== code || code === 'US') add(alias, code);
  const demonyms = country.demonyms?.['eng'];
  if (demonyms) for (const demonym of new Set([demonyms.m, demonyms.f])) add(demonym, code);
}
for (const { code, name } of COUNTRIES) add(name, code);
// A word shared by several countries ("Congolese", "Dominican") names none of them for sure.
for (const [key, entry] of phrases) if (entry.codes.length > 1) phrases.delete(key);

/** A proper noun starts with a capital: "turkey" and "guinea pig" are not countries. */
const capitalised = (word: Word) => word.original[0] !== word.original[0]?.toLowerCase();

/** The ISO codes of the countries named in `text`, in order of first mention. */
export const tagCountries = (text: string, max = Number.POSITIVE_INFINITY): string[] => {
  const words = wordsOf(text);
  const found = new Set<string>();
  let i = 0;
  while (i < words.length && found.size < max) {
    let matched = 0;
    // Longest phrase first: "Papua New Guinea" before "Guinea", "DR Congo" before "Congo".
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && matched === 0; n -= 1) {
      const slice = words.slice(i, i + n);
      const entry = phrases.get(slice.map((w) => w.folded).join(' '));
      if (!entry || !capitalised(slice[0] as Word)) continue;
      if (entry.acronym && slice[0]?.original !== slice[0]?.original.toUpperCase()) continue;
      for (const code of entry.codes) found.add(code);
      matched = n;
    }
    i += Math.max(matched, 1);
  }
  return [...found].slice(0, max);
};
