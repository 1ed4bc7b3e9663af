import type { FeedForm, FeedSource } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { uniqueOr } from '../../db/unique.js';
import { failure, foundOr, notFound, success, type Result } from '../../domain/result.js';
import type { FeedFetchOptions } from './feed-fetcher.js';
import { pollFeedSource } from './feed-poller.js';
import {
  listFeedSources,
  findFeedSource,
  findPollTarget,
  insertFeedSource,
  removeFeedSource,
  updateFeedSource,
} from './feed-sources.repository.js';
import { FEEDS_MESSAGES as M } from './feeds.messages.js';

/** A page of feed sources with their last poll, newest first. */
export const feedSourcesPage = listFeedSources;

/** The live-URL unique index decides, so two admins adding one URL at once get one source. */
const urlTaken = failure('conflict', M.feedUrlTaken);

export const addFeedSource = (db: Database, form: Required<FeedForm>, createdBy: string) =>
  uniqueOr(() => insertFeedSource(db, form, createdBy), urlTaken);

export const changeFeedSource = async (
  db: Database,
  id: string,
  form: Required<FeedForm>,
): Promise<Result<FeedSource>> => {
  const written = await uniqueOr(() => updateFeedSource(db, id, form), urlTaken);
  return written.ok ? foundOr(written.value, M.feedNotFound) : written;
};

export const deleteFeedSource = async (db: Database, id: string) =>
  foundOr(await removeFeedSource(db, id), M.feedNotFound);

export type FetchNowOutcome =
  { ok: true; source: FeedSource; added: number } | { ok: false; error: string };

/**
 * Polls one source now. A missing source is a failed result; the feed's own failure (network,
 * HTTP, XML) is an outcome the route reports as such, and it is now the source's last error.
 */
export const fetchFeedNow = async (
  db: Database,
  id: string,
  options: FeedFetchOptions,
): Promise<Result<FetchNowOutcome>> => {
  const target = await findPollTarget(db, id);
  if (!target) return notFound(M.feedNotFound);
  const outcome = await pollFeedSource(db, target, options);
  if (!outcome.ok) return success(outcome);
  const source = await findFeedSource(db, target.id);
  if (!source) return notFound(M.feedNotFound);
  return success({ ok: true, source, added: outcome.added });
};
