import { MAX_ARTICLE_COUNTRIES, withPlaceCountries } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { FeedError } from './feed-error.js';
import { fetchFeed, type FeedFetchOptions } from './feed-fetcher.js';
import { parseFeedOffThread } from './feed-parse-thread.js';
import type { FeedItem } from './feed-parser.js';
import {
  recordPollFailure,
  recordPollSuccess,
  type PollTarget,
} from './feed-sources.repository.js';
import { addNewArticles, detectLanguage } from '../articles/index.js';
import { tagCountries } from '../geography/index.js';
import { loadGazetteer, tagPlaces } from '../places/index.js';
import { riskGrader } from './risk-level.js';
import { listRiskRules } from './risk-rules.repository.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * Pays a process's one-off costs of reading feeds before the first poll: the gazetteer and the
 * reading thread (about two seconds in all). The ingest bench calls it so that it times items.
 */
export const prepareFeedReading = async () => {
  await Promise.all([
    loadGazetteer(),
    parseFeedOffThread(
      '<?xml version="1.0"?><rss version="2.0"><channel><title>Warm-up</title></channel></rss>',
      'https://warm-up.invalid/',
    ),
  ]);
};

export type PollOutcome = { ok: true; added: number } | { ok: false; error: string };

/** Writes the new items of one poll and the source's success in one transaction. */
const storeItems = async (db: Database, source: PollTarget, items: FeedItem[]) => {
  const grade = riskGrader(await listRiskRules(db));
  const gazetteer = await loadGazetteer();
  const toArticle = (item: FeedItem) => {
    const text = `${item.title}\n${item.content}`;
    const language = detectLanguage(text);
    const countries = tagCountries(text, MAX_ARTICLE_COUNTRIES);
    const places = tagPlaces(gazetteer, text, countries);
    return {
      ...item,
      sourceName: source.name,
      riskLevel: grade(item, source, language),
      language,
      feedSourceId: source.id,
      countries: withPlaceCountries(countries, places, MAX_ARTICLE_COUNTRIES),
      places,
    };
  };
  return inTransaction(db, async (tx) => {
    const added = await addNewArticles(tx, items, toArticle);
    await recordPollSuccess(tx, source.id);
    return added;
  });
};

/**
 * Fetches, parses and stores one source. Any failure (network, HTTP, size, XML) is recorded on
 * the source and writes no articles; nothing is thrown for them.
 */
export const pollFeedSource = async (
  db: Database,
  source: PollTarget,
  options: FeedFetchOptions,
): Promise<PollOutcome> => {
  let items: FeedItem[];
  try {
    const xml = await fetchFeed(source.url, options);
    items = await parseFeedOffThread(xml, source.url, options.parseTimeoutMs);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    await recordPollFailure(db, source.id, error.message);
    return { ok: false, error: error.message };
  }
  return { ok: true, added: await storeItems(db, source, items) };
};
