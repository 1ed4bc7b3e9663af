import { ara, deu, eng, fra, por, removeStopwords, rus, spa } from 'stopword';

/** Stop words of the languages the tagging knows (docs/rules/news.md, "Events"). */
const STOP_WORDS = [...eng, ...fra, ...spa, ...por, ...deu, ...rus, ...ara];

/**
 * Words this short keep their whole spelling; longer ones keep their first STEM letters, so
 * "protest", "protests" and "protesters" count as one word (truncation stemming: crude, but it
 * works across languages, and the labelled set in event-similarity.test.ts tuned it).
 */
const STEM = 5;

/**
 * The distinct words of a headline that say what happened: lower case, accents dropped, stop
 * words out, each cut to its stem; sorted, so the stored list reads the same for the same words.
 */
export const headlineWords = (title: string): string[] => {
  const words =
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = removeStopwords(words, STOP_WORDS).filter((word) => word.length > 1);
  return [...new Set(kept.map((word) => word.slice(0, STEM)))].sort();
};

/** Jaccard similarity of two word lists: shared words over all words (0 when both are empty). */
export const wordSimilarity = (a: readonly string[], b: readonly string[]): number => {
  const left = new Set(a);
  const shared = b.filter((word) => left.has(word)).length;
  const all = left.size + new Set(b).size - shared;
  return all === 0 ? 0 : shared / all;
};
