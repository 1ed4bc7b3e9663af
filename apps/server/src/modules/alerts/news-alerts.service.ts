import { countryName } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { enqueueUpdateMail } from '../../mail/coalesced-mail.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { staleMail, watchDigestMail, watchMail } from './news-alert-mails.js';
import {
  audienceOfWatch,
  claimDueDigests,
  claimNewsToAlert,
  claimRematches,
  claimWatchMail,
  gatherForDigest,
  recordStaleNotice,
  takeDigestItems,
  type NewsItem,
} from './news-alerts.repository.js';
import { assessmentsForBatch, watchesForBatch } from './news-matches.repository.js';

type WatchMatch = ReturnType<Awaited<ReturnType<typeof watchesForBatch>>>[number];
type StaleMatch = ReturnType<Awaited<ReturnType<typeof assessmentsForBatch>>>[number];
import type { Notify } from './alert-notice.js';
import { audienceOf } from '../incident/index.js';
import { ARTICLE_MATCHERS, type SweptArticle } from './article-matchers.js';
import { clusterIntoEvents, eventNoticeGate, type EventNoticeGate } from '../events/index.js';
import { inTransaction } from '../../db/transaction.js';

export interface AlertDeps {
  db: Database;
  publicUrl: string;
  notify: Notify;
  /** The time the hour-long e-mail window is measured with; tests move it. */
  now?: () => Date;
}

const STALE_LEVELS = new Set(['Severe', 'High Risk']);
/**
 * Articles per transaction: one feed poll's worth of news is a few batches. A batch holds the
 * audit chain's lock to its commit (a few hundred milliseconds at most).
 */
const ARTICLE_BATCH = 100;
const DIGEST_BATCH = 50;

type Step = Omit<AlertDeps, 'now'> & { now: Date };

/** The rows of one watch together: its notices and its one e-mail an hour go out as a unit. */
const byWatch = <T extends { watchId: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.watchId, [...(groups.get(row.watchId) ?? []), row]);
  return [...groups.values()] as [T, ...T[]][];
};

/**
 * Tells the audience of each watch of the article's countries (a person, or a company's members):
 * a notice now, an e-mail now or in the watch's digest.
 */
const alertWatchers = async (
  { db, publicUrl, notify, now }: Step,
  item: NewsItem,
  matches: WatchMatch[],
) => {
  for (const [watch, ...others] of byWatch(matches)) {
    const audience = [watch, ...others];
    const name = countryName(watch.country);
    for (const person of audience) {
      await notify(db, {
        userId: person.userId,
        kind: 'watch',
        text: `${item.riskLevel} news for ${name}${watch.companyId ? ' (company watchlist)' : ''}: ${item.title}`,
        articlesId: item.id,
        country: watch.country,
      });
    }
    if (!(await claimWatchMail(db, watch.watchId, now))) {
      await gatherForDigest(db, watch.watchId, item.id);
      continue;
    }
    for (const person of audience) {
      await enqueueMail(
        db,
        watchMail({
          ...person,
          countryName: name,
          byCompany: watch.companyId !== null,
          title: item.title,
          riskLevel: item.riskLevel,
          link: `${publicUrl}/country/${watch.country}`,
        }),
      );
    }
  }
};

/**
 * Marks the answered requests the article outdates; each request's audience (its owner, and a
 * company's owners and admins) hears once per revision.
 */
const alertStale = async (
  { db, publicUrl, notify }: Step,
  item: NewsItem,
  requests: StaleMatch[],
) => {
  for (const request of requests) {
    if (!(await recordStaleNotice(db, request.incidentId, request.revisionAt))) continue;
    const owner = { id: request.ownerId, name: request.name, email: request.email };
    const link = `${publicUrl}/menu/incident?report=${request.incidentId}`;
    for (const recipient of await audienceOf(db, { owner, companyId: request.companyId })) {
      await notify(db, {
        userId: recipient.id,
        kind: 'stale',
        text: `New developments since your assessment: ${item.title}`,
        incidentId: request.incidentId,
        articlesId: item.id,
      });
      await enqueueUpdateMail(
        db,
        { userId: recipient.id, incidentId: request.incidentId },
        (more) =>
          staleMail(
            { ...request, email: recipient.email, name: recipient.name, title: item.title, link },
            more,
          ),
      );
    }
  }
};

/**
 * The rows of the targets (watches, requests) the article's event has not told at its level
 * (docs/rules/news.md, "Events": once per event, again on a rise).
 */
const untold = <T>(
  gate: EventNoticeGate,
  item: NewsItem,
  rows: T[],
  targetOf: (row: T) => string,
) => {
  const targets = new Set(rows.map(targetOf));
  const told = new Set([...targets].filter((id) => gate.tells(item.eventId, id, item.riskLevel)));
  return rows.filter((row) => told.has(targetOf(row)));
};

/** Claims a batch of new articles and puts each into its event. */
const claimClustered = async (db: Database): Promise<SweptArticle[]> => {
  const batch = await claimNewsToAlert(db, ARTICLE_BATCH);
  const eventOf = await clusterIntoEvents(db, batch);
  return batch.map((item) => ({ ...item, eventId: eventOf.get(item.id) ?? null }));
};

/**
 * A batch of new articles, claimed, put into events and alerted on in one transaction: each one's
 * watch and stale alerts (once per event), then the batch handed to every matcher at once (bulk
 * reads and inserts, one audit lock). Returns how many articles it took; 0 when none is left.
 */
const alertBatch = (step: Step) =>
  inTransaction(step.db, async (tx) => {
    const db = tx as unknown as Database;
    const batch = await claimClustered(db);
    const live = batch.filter((item) => item.live);
    const watchesOf = await watchesForBatch(db, live);
    const staling = live.filter((item) => STALE_LEVELS.has(item.riskLevel));
    const outdatedBy = await assessmentsForBatch(db, staling);
    const eventIds = live.flatMap((item) => (item.eventId ? [item.eventId] : []));
    const watchGate = await eventNoticeGate(db, 'watch', eventIds);
    const staleGate = await eventNoticeGate(db, 'stale', eventIds);
    for (const item of live) {
      const watching = untold(watchGate, item, watchesOf(item), (row) => row.watchId);
      await alertWatchers({ ...step, db }, item, watching);
      if (!STALE_LEVELS.has(item.riskLevel)) continue;
      const outdated = untold(staleGate, item, outdatedBy(item), (row) => row.incidentId);
      await alertStale({ ...step, db }, item, outdated);
    }
    await watchGate.save();
    await staleGate.save();
    for (const match of ARTICLE_MATCHERS) await match(db, live, step.publicUrl);
    return batch.length;
  });

/**
 * A batch of articles an admin gave new places or a new level, matched again by every matcher in
 * one transaction (their watch and stale alerts are not raised again). Returns how many it took.
 */
const rematchBatch = (step: Step) =>
  inTransaction(step.db, async (tx) => {
    const db = tx as unknown as Database;
    const batch: SweptArticle[] = await claimRematches(db, ARTICLE_BATCH);
    const live = batch.filter((item) => item.live);
    for (const match of ARTICLE_MATCHERS) await match(db, live, step.publicUrl);
    return batch.length;
  });

/** One watch's gathered news, claimed and mailed in one transaction; false when none is due. */
const mailOneDigest = (step: Step) =>
  inTransaction(step.db, async (tx) => {
    const db = tx as unknown as Database;
    const [watch] = await claimDueDigests(db, step.now, 1);
    if (!watch) return false;
    const news = await takeDigestItems(db, watch.watchId);
    const audience = watch.live && news.length > 0 ? await audienceOfWatch(db, watch) : [];
    for (const to of audience) {
      await enqueueMail(
        db,
        watchDigestMail({
          ...to,
          countryName: countryName(watch.country),
          byCompany: watch.companyId !== null,
          news,
          link: `${step.publicUrl}/country/${watch.country}`,
        }),
      );
    }
    return true;
  });

/**
 * Raises the alerts of newly landed news (feed or admin), docs/rules/geography.md:
 * - a watch whose country the article names, at or above its level: a `watch` notice at once, and
 *   an e-mail unless that watch already mailed within the hour; then the match is gathered, and
 *   the gathered news goes out in one digest e-mail once the hour is up;
 * - an answered request naming one of its countries, assessed before a High Risk or Severe
 *   article: `stale`, and its owner is told once per revision.
 * - every matcher of ARTICLE_MATCHERS (exposure alerts of branches near the article's places),
 *   again after an admin gives an article new places or a new level.
 * Each batch of articles (and each digest) is handled in one transaction with its notices and
 * e-mails (the outbox), so across servers and restarts it is handled exactly once: a crash rolls
 * it back and the next sweep, here or on another server, takes it again.
 * Returns how many articles and digests it handled, so a caller can sweep until none are left.
 */
export const sweepNewsAlerts = async (deps: AlertDeps): Promise<number> => {
  const step: Step = { ...deps, now: (deps.now ?? (() => new Date()))() };
  const articles = (await alertBatch(step)) + (await rematchBatch(step));
  let digests = 0;
  while (digests < DIGEST_BATCH && (await mailOneDigest(step))) digests += 1;
  return articles + digests;
};
