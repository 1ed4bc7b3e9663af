import { MAX_ARTICLE_COUNTRIES } from '@georisk/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { FeedError } from './feed-error.js';
import { fetchFeed, type FeedFetchOptions } from './feed-fetcher.js';
import { parseFeedOffThread } from './feed-parse-thread.js';
import type { FeedItem } from './feed-parser.js';
import {
  recordPollFailure,
  recordPollSuccess,
  type PollTarget,
} from './feed-sources.repository.js';
import { tagCountries } from '../geography/index.js';
import { riskGrader } from './risk-level.js';
import { listRiskRules } from './risk-rules.repository.js';

export type PollOutcome = { ok: true; added: number } | { ok: false; error: string };

const firstOfEachUrl = (items: FeedItem[]): FeedItem[] => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url)));
};

/** Writes the new items of one poll and the source's success in one transaction. */
const storeItems = async (db: Database, source: PollTarget, items: FeedItem[]) => {
  const grade = riskGrader(await listRiskRules(db));
  return db.transaction(async (tx) => {
    const candidates = firstOfEachUrl(items);
    // Deleted articles count as known, so an admin's delete is not undone by the next poll.
    const known =
      candidates.length === 0
        ? []
        : await tx
            .select({ url: articles.url })
            .from(articles)
            .where(
              inArray(
                articles.url,
                candidates.map((item) => item.url),
              ),
            );
    const knownUrls = new Set(known.map((row) => row.url));
    const fresh = candidates.filter((item) => !knownUrls.has(item.url));
    let added = 0;
    if (fresh.length > 0) {
      // A concurrent poll of the same URL loses on the live-URL unique index instead of failing.
      const inserted = await tx
        .insert(articles)
        .values(
          fresh.map((item) => ({
            ...item,
            sourceName: source.name,
            riskLevel: grade(item, source.defaultRiskLevel),
            isActive: true,
            feedSourceId: source.id,
            countries: tagCountries(`${item.title}\n${item.content}`, MAX_ARTICLE_COUNTRIES),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: articles.id });
      added = inserted.length;
    }
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
