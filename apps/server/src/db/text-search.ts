import { SNIPPET_MARK } from '@georisk/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './database.js';

/**
 * Full-text search (docs/rules/news.md, "Search"): `websearch_to_tsquery` syntax (words, "a
 * phrase", OR, -word) against the generated `search` columns (db/schema.ts). One configuration,
 * 'english', for documents and queries alike: they must agree for a word to match.
 */
const CONFIG = sql.raw(`'english'::regconfig`);

export const webQuery = (q: string): SQL => sql`websearch_to_tsquery(${CONFIG}, ${q})`;

/** The document holds the query. */
export const matches = (document: SQLWrapper, q: string): SQL => sql`${document} @@ ${webQuery(q)}`;

/** ts_rank's default weights: an A word (title, question) counts 2.5 times a B word (body). */
export const rankOf = (document: SQLWrapper, q: string): SQL<number> =>
  sql<number>`ts_rank(${document}, ${webQuery(q)})`.mapWith(Number);

const OPTIONS =
  `StartSel=${SNIPPET_MARK.start}, StopSel=${SNIPPET_MARK.stop}, ` +
  'MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "';
const MARKS = SNIPPET_MARK.start + SNIPPET_MARK.stop;

/**
 * The passage of `text` around the query's words, marked with SNIPPET_MARK; any marker already in
 * the text is removed first so only the database's marks reach the reader.
 */
export const snippetOf = (text: SQLWrapper, q: string): SQL<string> =>
  sql<string>`ts_headline(${CONFIG}, translate(${text}, ${MARKS}, ''), ${webQuery(q)}, ${OPTIONS})`;

/**
 * The condition of a query that names a word an index can look up (see isSearchable), for a
 * statement's WHERE: its arguments are constants, so the planner folds it, and for a query without
 * such a word plans no scan at all. One statement instead of a question and then the search.
 */
export const searchable = (q: string): SQL => sql`querytree(${webQuery(q)}) not in ('', 'T')`;

/**
 * Whether `q` names a word an index can look up: not only punctuation, stop words or excluded
 * (-word) terms. Such a query matches nothing (an exclusion alone would read every row); the
 * lists answer it with an empty page instead of running it.
 */
export const isSearchable = async (db: Database, q: string): Promise<boolean> => {
  const [row] = await db
    .select({ searchable: sql<boolean>`${searchable(q)}` })
    .from(sql`(select 1) as one`);
  return row?.searchable === true;
};

/** The trimmed query when there is one; undefined: no search asked. */
export const searchText = (q: string | undefined) => q?.trim() || undefined;
