/**
 * How the gazetteer compares names (docs/rules/geography.md, "Places"): words of letters and
 * digits, accents dropped, lower case, so "São Paulo", "SAO PAULO" and "sao-paulo" are one name
 * and "Kyiv's" is the word "kyiv" followed by "s".
 */
const WORD = /[\p{L}\p{N}]+/gu;

export interface Word {
  folded: string;
  /** Starts with a capital letter: a proper noun, not "reading" or "nice". */
  capital: boolean;
  /** Opens the text or a sentence, where any word has a capital ("Tornado warning for..."). */
  opening: boolean;
}

const stripAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

const SENTENCE_END = /[.!?:;\n]/;

export const wordsOf = (text: string): Word[] => {
  let previousEnd = 0;
  return Array.from(stripAccents(text).matchAll(WORD), (match) => {
    const [word] = match;
    const gap = match.input.slice(previousEnd, match.index);
    const opening = previousEnd === 0 || SENTENCE_END.test(gap);
    previousEnd = match.index + word.length;
    return { folded: word.toLowerCase(), capital: word[0] !== word[0]?.toLowerCase(), opening };
  });
};

const ASCII = /^[\x20-\x7e]*$/;

/** The comparable spelling of a name: its folded words joined by one space. */
export const foldName = (text: string): string =>
  ((ASCII.test(text) ? text : stripAccents(text)).toLowerCase().match(WORD) ?? []).join(' ');

/**
 * English names the news uses for cities GeoNames spells otherwise: [GeoNames name, country,
 * name shown, other names]. The GeoNames name stays searchable.
 */
export const ALIASES: [string, string, string, ...string[]][] = [
  ['Basrah', 'IQ', 'Basra'],
  ['New York City', 'US', 'New York City', 'New York'],
  ['Kyiv', 'UA', 'Kyiv', 'Kiev'],
  ['Odessa', 'UA', 'Odesa', 'Odessa'],
  ['Genève', 'CH', 'Geneva'],
  ['Saint Petersburg', 'RU', 'Saint Petersburg', 'St Petersburg', 'St. Petersburg'],
  ['Yangon', 'MM', 'Yangon', 'Rangoon'],
  ['Mumbai', 'IN', 'Mumbai', 'Bombay'],
  ['Kolkata', 'IN', 'Kolkata', 'Calcutta'],
  ['Beijing', 'CN', 'Beijing', 'Peking'],
  ['Ho Chi Minh City', 'VN', 'Ho Chi Minh City', 'Saigon'],
  ['Washington, D.C.', 'US', 'Washington, D.C.', 'Washington DC'],
];

/**
 * City names that are also common English words (or read as one at the start of a headline):
 * such a name counts only when the article names its country too ("Nice, France").
 */
export const COMMON_WORDS = new Set(
  (
    'of as is most much best long nice mobile reading bath split male van man police salt date ' +
    'march august hope union liberty independence mission enterprise opportunity concord ' +
    'paradise orange temple street bar deal sale bury wells buffalo eagle bear pearl crystal ' +
    'central real marina green golden spring springs grove ridge corona aurora batman mesa ' +
    'vista say price progress commerce industry battle freedom unity rock stone post home ' +
    'court center centre city republic empire king star bay beach harbor bridge tower church ' +
    'energy ball forest landing haven plains bluff gray goshen providence trinity esperanza'
  ).split(' '),
);

/** Names a text must not read as cities: too short to tell a city from a word or a code. */
export const MIN_NAME_LENGTH = 3;
