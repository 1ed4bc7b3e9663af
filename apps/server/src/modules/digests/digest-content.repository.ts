import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles, companyMembers, exposureAlerts, notifications } from '../../db/schema.js';

/** At most this many lines per section; the mail says how many more there were. */
export const SECTION_MAX = 20;

export interface DigestLine {
  text: string;
  /** A request the line links to, or null. */
  incidentId: string | null;
  at: Date;
}

export interface DigestSection {
  lines: DigestLine[];
  total: number;
}

export interface DigestContent {
  countries: DigestSection;
  alerts: DigestSection;
  requests: DigestSection;
}

const section = (rows: (DigestLine & { total: number })[]): DigestSection => ({
  lines: rows.map(({ total: _total, ...line }) => line),
  total: rows[0]?.total ?? 0,
});

const total = sql<number>`(count(*) over ())::int`;

/** The person's notifications of one kind of news since `since`, newest first. */
const noticesSince = (db: Database, userId: string, since: Date, which: 'countries' | 'requests') =>
  db
    .select({
      text: notifications.text,
      incidentId: notifications.incidentId,
      at: notifications.createdAt,
      total,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gt(notifications.createdAt, since),
        which === 'countries'
          ? eq(notifications.kind, 'watch')
          : isNotNull(notifications.incidentId),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(SECTION_MAX);

/**
 * The exposure alerts raised since `since` that the person may see in their inbox: their
 * company's (any member, as alert/list), or their own when they have no company.
 */
const alertsSince = (db: Database, userId: string, since: Date) =>
  db
    .select({
      text: sql<string>`${exposureAlerts.level} || ': ' || ${articles.title}`,
      incidentId: sql<string | null>`null`,
      at: exposureAlerts.createdAt,
      total,
    })
    .from(exposureAlerts)
    .innerJoin(articles, eq(articles.id, exposureAlerts.articleId))
    .where(
      and(
        gt(exposureAlerts.createdAt, since),
        or(
          inArray(
            exposureAlerts.companyId,
            db
              .select({ id: companyMembers.companyId })
              .from(companyMembers)
              .where(eq(companyMembers.userId, userId)),
          ),
          eq(exposureAlerts.userId, userId),
        ),
      ),
    )
    .orderBy(desc(exposureAlerts.createdAt))
    .limit(SECTION_MAX);

/** What one person's digest holds: everything new to them since `since`. */
export const digestContent = async (
  db: Database,
  userId: string,
  since: Date,
): Promise<DigestContent> => {
  // One after the other: the reads may share one transaction's connection.
  const countries = section(await noticesSince(db, userId, since, 'countries'));
  const alerts = section(await alertsSince(db, userId, since));
  const requests = section(await noticesSince(db, userId, since, 'requests'));
  return { countries, alerts, requests };
};
