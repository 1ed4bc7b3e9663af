import type { FeedSource } from '@georisk/contract';
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
  type FeedValues,
} from './feed-sources.repository.js';
import { FEEDS_MESSAGES as M } from './feeds.messages.js';
import type { UserCaller } from '../../domain/caller.js';
import { callerActor, recordAudit } from '../audit/index.js';
import type { AuditAction } from '@georisk/contract';

/** A page of feed sources with their last poll, newest first. */
export const feedSourcesPage = listFeedSources;

/** The live-URL unique index decides, so two admins adding one URL at once get one source. */
const urlTaken = failure('conflict', M.feedUrlTaken);

/** A source as the audit trail names it, with what an admin would want to know of a change. */
const audited = (db: Database, caller: UserCaller, action: AuditAction, source: FeedSource) =>
  recordAudit(db, callerActor(caller), {
    action,
    target: { kind: 'feed', id: source.feed_id },
    detail: { name: source.name, url: source.url, active: source.is_active, grade: source.grade },
  });

export const addFeedSource = async (
  db: Database,
  form: FeedValues,
  caller: UserCaller,
): Promise<Result<FeedSource>> => {
  const added = await uniqueOr(() => insertFeedSource(db, form, caller.userId), urlTaken);
  if (added.ok) await audited(db, caller, 'feed.create', added.value);
  return added;
};

export const changeFeedSource = async (
  db: Database,
  caller: UserCaller,
  id: string,
  form: FeedValues,
): Promise<Result<FeedSource>> => {
  const before = await findFeedSource(db, id);
  const written = await uniqueOr(() => updateFeedSource(db, id, form), urlTaken);
  const found = written.ok ? foundOr(written.value, M.feedNotFound) : written;
  // An identical save writes nothing, so its time is unchanged and nothing is recorded.
  if (found.ok && found.value.updated_at !== before?.updated_at) {
    await audited(db, caller, 'feed.update', found.value);
  }
  return found;
};

export const deleteFeedSource = async (db: Database, caller: UserCaller, id: string) => {
  const removed = foundOr(await removeFeedSource(db, id), M.feedNotFound);
  if (removed.ok) await audited(db, caller, 'feed.delete', removed.value);
  return removed;
};

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
