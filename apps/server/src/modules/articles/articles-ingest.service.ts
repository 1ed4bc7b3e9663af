import { cleanLine } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import {
  insertArticlesUnlessTaken,
  knownArticleUrls,
  type IngestedArticle,
} from './articles-ingest.repository.js';

const firstOfEachUrl = <T extends { url: string }>(items: T[]): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url)));
};

/**
 * A feed's texts as every stored text is (docs/rules/reference-data.md, "Names and other one-line
 * texts"): NFC, and the one-line title and source name stripped of invisible characters.
 */
const storedText = (article: IngestedArticle): IngestedArticle => ({
  ...article,
  title: cleanLine(article.title),
  sourceName: cleanLine(article.sourceName),
  content: article.content.normalize('NFC'),
});

/**
 * Adds the items whose URL no article has yet and returns how many were added. `toArticle`
 * (grading, tagging) runs for those only. Deleted articles count as known, so an admin's delete
 * is not undone by the next poll of the feed that brought it. Runs in the caller's transaction
 * (a poll records its success in the same one).
 */
export const addNewArticles = async <T extends { url: string }>(
  tx: Database,
  items: T[],
  toArticle: (item: T) => IngestedArticle,
): Promise<number> => {
  const candidates = firstOfEachUrl(items);
  const known = await knownArticleUrls(
    tx,
    candidates.map((item) => item.url),
  );
  const fresh = candidates.filter((item) => !known.has(item.url));
  return insertArticlesUnlessTaken(tx, fresh.map(toArticle).map(storedText));
};
