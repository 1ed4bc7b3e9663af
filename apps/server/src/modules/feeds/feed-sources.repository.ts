import { PAGE, type FeedForm, type FeedSource, type SourceGrade } from '@georisk/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { feedSources } from '../../db/schema.js';
import { updateIfChanged } from '../../db/unchanged-write.js';

const columns = {
  feed_id: feedSources.id,
  url: feedSources.url,
  name: feedSources.name,
  defaultRiskLevel: feedSources.defaultRiskLevel,
  everyItemIsAlert: feedSources.everyItemIsAlert,
  is_active: feedSources.isActive,
  lastFetchedAt: feedSources.lastFetchedAt,
  lastSuccessAt: feedSources.lastSuccessAt,
  lastError: feedSources.lastError,
  grade: feedSources.grade,
  created_at: feedSources.createdAt,
  updated_at: feedSources.updatedAt,
};

interface SourceRow {
  feed_id: string;
  url: string;
  name: string;
  defaultRiskLevel: string;
  everyItemIsAlert: boolean;
  is_active: boolean;
  lastFetchedAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  grade: string;
  created_at: Date;
  updated_at: Date;
}

const toFeedSource = (row: SourceRow): FeedSource => ({
  ...row,
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const live = eq(feedSources.isDeleted, false);

/** What the poller needs to know about a source. */
export interface PollTarget {
  id: string;
  url: string;
  name: string;
  defaultRiskLevel: string;
  everyItemIsAlert: boolean;
}

const pollColumns = {
  id: feedSources.id,
  url: feedSources.url,
  name: feedSources.name,
  defaultRiskLevel: feedSources.defaultRiskLevel,
  everyItemIsAlert: feedSources.everyItemIsAlert,
};

export const findFeedSource = async (db: Database, id: string): Promise<FeedSource | null> => {
  const [row] = await db
    .select(columns)
    .from(feedSources)
    .where(and(eq(feedSources.id, id), live));
  return row ? toFeedSource(row) : null;
};

/** One statement: the page and the total (window count), newest first. */
export const listFeedSources = async (db: Database, page: { limit?: number; offset?: number }) => {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(feedSources)
    .where(live)
    .orderBy(desc(feedSources.createdAt), desc(feedSources.id))
    .limit(page.limit ?? PAGE.defaultLimit)
    .offset(page.offset ?? 0);
  return { sources: rows.map(toFeedSource), total: rows[0]?.total ?? 0 };
};

/** A parsed form: the grade may be left out (a new source is F, an update keeps its grade). */
export type FeedValues = Required<Omit<FeedForm, 'grade'>> & { grade?: SourceGrade | undefined };

const fields = (form: FeedValues) => ({
  url: form.url,
  name: form.name,
  defaultRiskLevel: form.defaultRiskLevel,
  everyItemIsAlert: form.everyItemIsAlert,
  isActive: form.is_active,
  grade: form.grade,
});

/** One live source per URL (a partial unique index): a clash throws 23505. */
export const insertFeedSource = async (db: Database, form: FeedValues, createdBy: string) => {
  const [row] = await db
    .insert(feedSources)
    .values({ ...fields(form), createdBy })
    .returning(columns);
  if (!row) throw new Error('feed source not inserted');
  return toFeedSource(row);
};

/** The same values again write nothing (db/unchanged-write.ts). */
export const updateFeedSource = async (db: Database, id: string, form: FeedValues) => {
  const where = and(eq(feedSources.id, id), live);
  const written = await updateIfChanged<typeof columns, SourceRow>(
    db,
    feedSources,
    where,
    fields(form),
    columns,
  );
  return written ? toFeedSource(written.row) : null;
};

export const removeFeedSource = async (db: Database, id: string) => {
  const [row] = await db
    .update(feedSources)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(and(eq(feedSources.id, id), live))
    .returning(columns);
  return row ? toFeedSource(row) : null;
};

export const findPollTarget = async (db: Database, id: string): Promise<PollTarget | null> => {
  const [row] = await db
    .select(pollColumns)
    .from(feedSources)
    .where(and(eq(feedSources.id, id), live));
  return row ?? null;
};

/**
 * The multi-server lease: one UPDATE stamps last_fetched_at on every active source that is due
 * and returns them. Rows another server is claiming right now are skipped (SKIP LOCKED), and once
 * stamped a source is no longer due, so each source is polled by one server per interval.
 */
export const claimDueSources = async (
  db: Database,
  everySeconds: number,
): Promise<PollTarget[]> => {
  const due = db
    .select({ id: feedSources.id })
    .from(feedSources)
    .where(
      and(
        live,
        eq(feedSources.isActive, true),
        sql`(${feedSources.lastFetchedAt} is null or ${feedSources.lastFetchedAt} <= now() - ${everySeconds} * interval '1 second')`,
      ),
    )
    .for('update', { skipLocked: true });
  return db
    .update(feedSources)
    .set({ lastFetchedAt: sql`now()` })
    .where(inArray(feedSources.id, due))
    .returning(pollColumns);
};

export const recordPollFailure = async (db: Database, id: string, error: string) => {
  await db
    .update(feedSources)
    .set({ lastFetchedAt: new Date(), lastError: error.slice(0, 500) })
    .where(eq(feedSources.id, id));
};

export const recordPollSuccess = async (db: Database, id: string) => {
  const now = new Date();
  await db
    .update(feedSources)
    .set({ lastFetchedAt: now, lastSuccessAt: now, lastError: null })
    .where(eq(feedSources.id, id));
};
