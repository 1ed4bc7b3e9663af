/**
 * What the country tagger does for scripts that whole English-style words do not fit
 * (docs/rules/news.md, "Languages"):
 * - Chinese has no spaces between words: names are found by substring, longest first, so
 *   "印度尼西亚" (Indonesia) is not read as "印度" (India).
 * - Arabic joins the conjunctions and prepositions و ف ب ك ل to the next word: "والعراق",
 *   "بمصر", and ل + ال becomes لل ("للعراق"). Those prefixes are tried off a word's start.
 * - Russian declines names: a one-word name ending in a vowel, й or ь matches by its stem plus up
 *   to two letters ("Украины", "Франции", "России"); one ending in a consonant, plus up to two
 *   letters ("Ирана", "Ираке"). Multi-word names match as written (nominative) only.
 */

export const HAN = /\p{Script=Han}/u;
const ARABIC = /^\p{Script=Arabic}+$/u;
const CYRILLIC = /^\p{Script=Cyrillic}+$/u;

const codesByName = new Map<string, Set<string>>();
let hanLongest = 1;

export const hanNames = {
  add: (name: string, code: string) => {
    codesByName.set(name, (codesByName.get(name) ?? new Set()).add(code));
    hanLongest = Math.max(hanLongest, name.length);
  },
  /** Drops names that stand for several countries. */
  settle: () => {
    for (const [name, codes] of codesByName) if (codes.size > 1) codesByName.delete(name);
  },
  /** The countries a run of Chinese characters names, longest name first at each position. */
  find: (run: string): string[] => {
    const found: string[] = [];
    let i = 0;
    while (i < run.length) {
      let step = 1;
      for (let n = Math.min(hanLongest, run.length - i); n >= 2; n -= 1) {
        const codes = codesByName.get(run.slice(i, i + n));
        if (!codes) continue;
        found.push(...codes);
        step = n;
        break;
      }
      i += step;
    }
    return found;
  },
};

const JOINED_CONJUNCTION = /^[وف]/u;
const JOINED_PREPOSITION = /^[بكل]/u;

/** A folded word and the forms it has without a joined Arabic conjunction or preposition. */
export const arabicForms = (word: string): string[] => {
  if (!ARABIC.test(word)) return [word];
  const forms = [word];
  if (JOINED_CONJUNCTION.test(word) && word.length > 3) forms.push(word.slice(1));
  for (const form of [...forms]) {
    if (form.startsWith('لل')) forms.push(`ال${form.slice(2)}`);
    else if (JOINED_PREPOSITION.test(form) && form.length > 3) forms.push(form.slice(1));
  }
  return forms;
};

const MIN_STEM = 4;
const FINAL_VOWEL = /[аяоеиыьэю]$/u;

/** The stem of a one-word Russian name (folded: й reads и), or null when too short to trust. */
export const stemmable = (words: { folded: string }[]): string | null => {
  const word = words.length === 1 ? (words[0]?.folded ?? '') : '';
  if (!CYRILLIC.test(word)) return null;
  const stem = word.replace(FINAL_VOWEL, '');
  return stem.length >= MIN_STEM ? stem : null;
};

/** The stem a folded Russian word is an inflection of, if one is known. */
export const cyrillicStem = (word: string, stems: Map<string, unknown>): string | null => {
  if (!CYRILLIC.test(word)) return null;
  for (let cut = 0; cut <= 2; cut += 1) {
    const stem = word.slice(0, word.length - cut);
    if (stems.has(stem)) return stem;
  }
  return null;
};
