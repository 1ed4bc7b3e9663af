import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { matchableColumns } from '../exposure-alerts/index.js';
import {
  articles,
  companyMembers,
  staleNotices,
  users,
  watchDigestItems,
  watches,
} from '../../db/schema.js';

/** Only news this recent raises alerts: older rows (before an upgrade) never flood anyone. */
const FRESH = sql`now() - interval '1 hour'`;

export interface NewsItem {
  id: string;
  title: string;
  riskLevel: string;
  countries: string[];
  /** Its event (docs/rules/news.md, "Events"): null only before the sweep clustered it. */
  eventId: string | null;
}

/** What a sweep reads of each article it takes (alerts/article-matchers.ts, SweptArticle). */
const claimed = {
  ...matchableColumns,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
};

/**
 * Takes the articles still to alert on, oldest first; several servers may sweep at once, each
 * article is taken by one of them (skip locked). Inactive or deleted articles are taken too (`live` false), and
 * alert no one.
 */
export const claimNewsToAlert = async (db: Database, limit: number) => {
  const due = db
    .select({ id: articles.id })
    .from(articles)
    .where(and(sql`${articles.alertedAt} is null`, gt(articles.createdAt, FRESH)))
    .orderBy(articles.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(articles)
    // Its first matching reads its places and level as they are now: no re-match to come.
    .set({ alertedAt: sql`now()`, rematchAt: null })
    .where(sql`${articles.id} in (${due})`)
    .returning(claimed);
  // Oldest first, as written: RETURNING keeps no order of its own.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};

/**
 * Takes the articles an admin gave new places or a new level after their first matching, oldest
 * edit first, clearing the mark (docs/rules/exposure.md); as the claim above, each is taken by one
 * sweep. An article not yet matched a first time is left to that first matching.
 */
export const claimRematches = async (db: Database, limit: number) => {
  const due = db
    .select({ id: articles.id })
    .from(articles)
    .where(and(sql`${articles.rematchAt} is not null`, sql`${articles.alertedAt} is not null`))
    .orderBy(articles.rematchAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(articles)
    .set({ rematchAt: null })
    .where(sql`${articles.id} in (${due})`)
    .returning(claimed);
};

/**
 * Who hears of a watch: its person, or every live member of its company who does not keep a live
 * watch of their own on that country (their own watch, and its level, speaks for them).
 */
export const audienceJoin = sql`${companyMembers.companyId} = ${watches.companyId}
  and not exists (select 1 from ${watches} own
    where own.user_id = ${companyMembers.userId} and own.country = ${watches.country}
      and own.is_deleted = false)`;

/** The live people a watch's digest goes to: its person, or its company's audience. */
export const audienceOfWatch = (db: Database, watch: { watchId: string }) =>
  db
    .select({ email: users.email, name: users.firstName })
    .from(watches)
    .leftJoin(companyMembers, audienceJoin)
    .innerJoin(users, sql`${users.id} = coalesce(${watches.userId}, ${companyMembers.userId})`)
    .where(and(eq(watches.id, watch.watchId), eq(users.isDeleted, false)));

const HOUR_MS = 60 * 60 * 1000;
const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS);

/** At most one e-mail an hour per watch: true when this call may send one now. */
export const claimWatchMail = async (db: Database, watchId: string, now: Date) => {
  const rows = await db
    .update(watches)
    .set({ lastMailedAt: now })
    .where(
      and(
        eq(watches.id, watchId),
        sql`(${watches.lastMailedAt} is null or ${watches.lastMailedAt} <= ${hourBefore(now)})`,
      ),
    )
    .returning({ id: watches.id });
  return rows.length > 0;
};

/** Keeps a match for the watch's next digest e-mail; the same article is kept once. */
export const gatherForDigest = (db: Database, watchId: string, articlesId: string) =>
  db.insert(watchDigestItems).values({ watchId, articlesId }).onConflictDoNothing();

/**
 * Takes the watches whose gathered news is due (their last e-mail is an hour old) and marks them
 * mailed now; several servers may do it at once, each watch is taken by one (skip locked).
 */
export const claimDueDigests = async (db: Database, now: Date, limit: number) => {
  const due = db
    .select({ id: watches.id })
    .from(watches)
    .where(
      and(
        lte(watches.lastMailedAt, hourBefore(now)),
        sql`exists (select 1 from ${watchDigestItems} where ${watchDigestItems.watchId} = ${watches.id})`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(watches)
    .set({ lastMailedAt: now })
    .where(sql`${watches.id} in (${due})`)
    .returning({
      watchId: watches.id,
      companyId: watches.companyId,
      country: watches.country,
      live: sql<boolean>`not ${watches.isDeleted}`,
    });
};

/** Removes a watch's gathered news and answers the articles still live, latest first. */
export const takeDigestItems = async (db: Database, watchId: string) => {
  const taken = await db
    .delete(watchDigestItems)
    .where(eq(watchDigestItems.watchId, watchId))
    .returning({ articlesId: watchDigestItems.articlesId });
  if (taken.length === 0) return [];
  return db
    .select({ id: articles.id, title: articles.title, riskLevel: articles.riskLevel })
    .from(articles)
    .where(
      and(
        inArray(
          articles.id,
          taken.map((row) => row.articlesId),
        ),
        eq(articles.isActive, true),
        eq(articles.isDeleted, false),
      ),
    )
    .orderBy(sql`${articles.publishedAt} desc`);
};

/** Records the notice of one revision; false when it was already given. */
export const recordStaleNotice = async (db: Database, incidentId: string, revisionAt: Date) => {
  const rows = await db
    .insert(staleNotices)
    .values({ incidentId, revisionAt })
    .onConflictDoNothing()
    .returning({ id: staleNotices.id });
  return rows.length > 0;
};
