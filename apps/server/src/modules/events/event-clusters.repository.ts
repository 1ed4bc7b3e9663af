import type { ArticlePlace } from '@georisk/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { articles, events } from '../../db/schema.js';
import { levelRankSql } from './event-level.js';

/** How long an event takes new articles after its latest one (docs/rules/news.md, "Events"). */
export const EVENT_WINDOW_HOURS = 72;

/** An article of a recent event, as the clustering compares a new article with it. */
export interface EventMember {
  eventId: string;
  lastSeen: Date;
  words: string[];
  countries: string[];
  places: ArticlePlace[];
}

/**
 * The articles of the events seen since `since` that share a country or a place key with the
 * batch: one statement (the events' GIN indexes), whatever the batch's size.
 */
export const recentEventMembers = async (
  db: Database,
  where: { countries: string[]; placeKeys: string[]; since: Date },
): Promise<EventMember[]> => {
  if (where.countries.length === 0 && where.placeKeys.length === 0) return [];
  return db
    .select({
      eventId: events.id,
      lastSeen: events.lastSeen,
      words: articles.words,
      countries: articles.countries,
      places: articles.places,
    })
    .from(events)
    .innerJoin(articles, eq(articles.eventId, events.id))
    .where(
      and(
        gte(events.lastSeen, where.since),
        sql`(${events.countries} && ${sql.param(where.countries)}::text[]
          or ${events.placeKeys} && ${sql.param(where.placeKeys)}::text[])`,
        eq(articles.isDeleted, false),
      ),
    );
};

/** An event's share of one batch: merged into the stored event, or stored as a new one. */
export interface EventPart {
  id: string;
  title: string;
  level: string;
  countries: string[];
  places: ArticlePlace[];
  placeKeys: string[];
  firstSeen: Date;
  lastSeen: Date;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);
const union = (column: string) =>
  sql.raw(`array(select distinct unnest(events.${column} || excluded.${column}))`);

/**
 * Stores a batch's events in one statement: a new one as it is; a known one takes the higher
 * level, both lists of countries and places, and the wider span of time (concurrent sweeps
 * merge rather than overwrite).
 */
export const mergeEvents = async (db: Database, parts: EventPart[]) => {
  if (parts.length === 0) return;
  await db
    .insert(events)
    .values(parts)
    .onConflictDoUpdate({
      target: events.id,
      set: {
        level: sql`case when ${levelRankSql(excluded('level'))} < ${levelRankSql(events.level)}
          then ${excluded('level')} else ${events.level} end`,
        countries: union('countries'),
        placeKeys: union('place_keys'),
        places: sql`(select coalesce(jsonb_agg(distinct p), '[]'::jsonb)
          from jsonb_array_elements(${events.places} || ${excluded('places')}) p)`,
        firstSeen: sql`least(${events.firstSeen}, ${excluded('first_seen')})`,
        lastSeen: sql`greatest(${events.lastSeen}, ${excluded('last_seen')})`,
        updatedAt: sql`now()`,
      },
    });
};

/** Writes each article's event and headline words, in one statement. */
export const setArticleEvents = async (
  db: Database,
  rows: { id: string; eventId: string; words: string[] }[],
) => {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) => sql`(${row.id}::uuid, ${row.eventId}::uuid, ${sql.param(row.words)}::text[])`,
    ),
    sql`, `,
  );
  await db.execute(sql`update ${articles} set event_id = v.event_id, words = v.words
    from (values ${values}) as v(id, event_id, words) where ${articles.id} = v.id`);
};
