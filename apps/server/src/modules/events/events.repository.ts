import { ARTICLE_EXCERPT_LENGTH, type NewsEvent } from '@georisk/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso, isoSql } from '../../db/dates.js';
import { articles, events, feedSources } from '../../db/schema.js';
import { searchPage, type Paging } from '../../db/search.js';

/**
 * The event row, spelt out: inside a selected field Drizzle writes a column unqualified, which a
 * subquery over articles would read as its own `id`.
 */
const eventId = sql.raw('"events"."id"');

/** Live articles only: an event whose articles are all inactive or deleted is not shown. */
const liveOf = (alias: string) => sql.raw(`${alias}.is_active and not ${alias}.is_deleted`);

/**
 * The event's live articles as its sources, newest first, built by the database as JSON, each
 * with its feed source's grade now (staff-written: A) and its verification, as article cards show.
 */
const sources = sql<NewsEvent['sources']>`(select coalesce(json_agg(json_build_object(
    'articles_id', a.id, 'title', a.title, 'url', a.url,
    'publishedAt', ${isoSql(sql.raw('a.published_at'))},
    'source', json_build_object('name', a.source_name, 'grade', coalesce(
      (select fs.grade from ${feedSources} fs where fs.id = a.feed_source_id), 'A')),
    'riskLevel', a.risk_level, 'verification', a.verification)
    order by a.published_at desc, a.id), '[]'::json)
  from ${articles} a where a.event_id = ${eventId} and ${liveOf('a')})`;

/** Its first live article's link, emoji and the first ARTICLE_EXCERPT_LENGTH characters. */
const lead = sql<NewsEvent['lead']>`(select json_build_object('url', a.url, 'emoji', a.emoji,
    'excerpt', left(a.content, ${ARTICLE_EXCERPT_LENGTH}))
  from ${articles} a where a.event_id = ${eventId} and ${liveOf('a')}
  order by a.published_at, a.id limit 1)`;

const hasSources = sql`exists (select 1 from ${articles} a
  where a.event_id = ${eventId} and ${liveOf('a')})`;

const columns = {
  id: events.id,
  title: events.title,
  level: events.level,
  countries: events.countries,
  places: events.places,
  firstSeen: events.firstSeen,
  lastSeen: events.lastSeen,
  sources,
  lead,
};
type Row = Pick<
  typeof events.$inferSelect,
  'id' | 'title' | 'level' | 'countries' | 'places' | 'firstSeen' | 'lastSeen'
> &
  Pick<NewsEvent, 'sources' | 'lead'>;

const toEvent = (row: Row): NewsEvent => ({
  event_id: row.id,
  title: row.title,
  level: row.level,
  countries: row.countries,
  places: row.places,
  first_seen: iso(row.firstSeen),
  last_seen: iso(row.lastSeen),
  sources: row.sources,
  lead: row.lead,
});

/** The events with a live source, latest first; one statement for the page and its total. */
export const listEvents = (
  db: Database,
  filter: Paging & { country?: string; riskLevel?: string },
) => {
  const where: SQL | undefined = and(
    hasSources,
    filter.riskLevel ? eq(events.level, filter.riskLevel) : undefined,
    filter.country ? sql`${events.countries} @> ${sql.param([filter.country])}::text[]` : undefined,
  );
  return searchPage(
    { counting: db.select({ n: count() }).from(events).where(where), paging: filter },
    (total, page) =>
      db
        .select({ ...columns, total })
        .from(events)
        .where(where)
        .orderBy(desc(events.lastSeen), desc(events.id))
        .limit(page.limit)
        .offset(page.offset),
    toEvent,
  );
};

/** One event with a live source; null when there is none. */
export const findEvent = async (db: Database, id: string): Promise<NewsEvent | null> => {
  const [row] = await db
    .select(columns)
    .from(events)
    .where(and(eq(events.id, id), hasSources))
    .limit(1);
  return row ? toEvent(row) : null;
};
