import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { incidents, messages } from '../../db/schema.js';
import { matches, rankOf, snippetOf } from '../../db/text-search.js';

/**
 * A request's full-text search (docs/rules/incidents.md, "Search") reads its question and its
 * conversation. Only the text conditions live here: who may see which request stays the list's
 * filter (db/request-visibility.ts), and every message of a visible request is visible with it.
 */
const searched = alias(incidents, 'searched');
const said = alias(messages, 'said');
// In a sql template an alias renders as its name only; the FROM item needs the table too.
const fromSearched = sql`${incidents} ${searched}`;
const fromSaid = sql`${messages} ${said}`;

/**
 * Requests whose question or any message holds the query: one id set from both GIN indexes, so
 * the queue's 100 000 requests are never read one by one.
 */
export const mentions = (table: { id: AnyPgColumn }, q: string): SQL =>
  sql`${table.id} in (select ${searched.id} from ${fromSearched} where ${matches(searched.search, q)}
    union select ${messages.incidentId} from ${messages} where ${matches(messages.search, q)})`;

const saidIn = (q: string) => and(eq(said.incidentId, incidents.id), matches(said.search, q));

/** The better of the question's rank and its best message's (a message's words weigh B). */
export const requestRank = (q: string): SQL =>
  sql`greatest(${rankOf(incidents.search, q)}, coalesce((select max(${rankOf(said.search, q)})
    from ${fromSaid} where ${saidIn(q)}), 0))`;

/** The question's passage when it matches, else the best matching message's. */
export const requestSnippet = (q: string): SQL<string | null> =>
  sql<string | null>`case when ${matches(incidents.search, q)} then ${snippetOf(incidents.query, q)}
    else (select ${snippetOf(said.body, q)} from ${fromSaid} where ${saidIn(q)}
      order by ${desc(rankOf(said.search, q))}, ${said.createdAt} limit 1) end`;
