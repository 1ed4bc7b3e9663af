import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.js';
import { articles } from '../db/schema.js';
import { findArticles as searchArticles } from '../modules/articles/index.js';

/**
 * `npm run bench -- --search` (docs/performance.md, "Search"): news full-text search over
 * 1 000 000 articles on PostgreSQL, p50/p99 of the route's own repository call for a few query
 * shapes. Budget: p99 < 50 ms.
 */
export const SEARCH_BENCH = { articles: 1_000_000, runs: 100, maxP99Ms: 50 } as const;

/**
 * How often a word is used falls with its rank (Zipf's law): a few words are in most articles,
 * most words in a handful. The corpus draws each word's rank log-uniformly from 1 to
 * VOCABULARY_SIZE, so rank r comes up with probability ln((r + 1) / r) / ln(VOCABULARY_SIZE),
 * about 1 / (r ln VOCABULARY_SIZE): with 40 000 ranks, 46 words an article, a word of rank 300 is
 * in about 1.5 % of the articles (15 000 of a million) and one of rank 5 000 in about 0.1 %.
 */
const VOCABULARY_SIZE = 40_000;

/**
 * News words at the ranks they might hold in a news corpus: function words first (the index drops
 * them), then reporting verbs, then risk terms, then places; every other rank is a made-up word.
 */
const RANKED_WORDS: [rank: number, words: string][] = [
  [1, 'the of and in to a on for with as at by from after over'],
  [40, 'said officials government police president minister army city region capital'],
  [250, 'protest protests strike port border election attack talks troops market prices'],
  [600, 'tariff sanctions missile unrest flood ceasefire rebels shipping oil airport court'],
  [1_500, 'coup invasion bombing drought earthquake convoy curfew closure clashes refugees'],
  [4_000, 'tankers outage ransomware cholera drone naval strait hormuz suez nairobi lagos kyiv'],
];

/** Ranked words stand this many ranks apart, so no two groups meet. */
const STRIDE = 7;

/**
 * The word of a rank `r` as SQL: a ranked word where one belongs, else a made-up word (`w1f4q`).
 * Arithmetic on the rank, never a lookup in a long array (PostgreSQL walks a text array to reach an
 * element, and the load draws 46 million words).
 */
const wordOfRank = (r: SQL) => {
  const cases = RANKED_WORDS.map(([rank, list]) => {
    const words = list.split(' ');
    const step = sql`(${r} - ${rank})`;
    const array = sql`string_to_array(${list}::text, ' ')`;
    return sql`when ${step} >= 0 and ${step} % ${STRIDE} = 0 and ${step} / ${STRIDE} < ${words.length}
      then (${array})[${step} / ${STRIDE} + 1]`;
  });
  return sql`case ${sql.join(cases, sql` `)} else 'w' || to_hex(${r}) || 'q' end`;
};

const BENCH_SOURCE = 'Bench Wire';

/**
 * Articles from `generate_series`: titles of 6 and bodies of 40 words drawn from the Zipf
 * vocabulary above, numbered from `first` (a kept database grows without clashing URLs). The
 * search index is dropped for the load and built once after, as a bulk load would.
 */
export const loadSearchArticles = async ({ db }: DatabaseHandle, count: number, first = 1) => {
  // A rank from 1 to VOCABULARY_SIZE - 1, log-uniform: the draw of Zipf's law. `g > 0` ties the
  // draw to the outer row, so each article draws its own words.
  const phrase = (n: number) =>
    sql`(select string_agg(${wordOfRank(sql.raw('r'))}, ' ') from (
      select floor(power(${VOCABULARY_SIZE}::float8, random()))::int as r
      from generate_series(1, ${n}) w where g > 0) ranks)`;
  await db.execute(sql`drop index if exists articles_search`);
  await db.execute(sql`insert into articles (title, url, published_at, source_name, risk_level,
      content, alerted_at)
    select ${phrase(6)}, 'https://bench.example/' || g, now() - g * interval '1 minute',
      ${BENCH_SOURCE}, 'Risk', ${phrase(40)}, now()
    from generate_series(${first}::int, ${first + count - 1}::int) g`);
  await db.execute(
    sql`create index articles_search on articles using gin (search, published_week)`,
  );
  await db.execute(sql`analyze articles`);
};

/** How many generated articles a kept database already holds (`--keep`). */
export const searchArticlesLoaded = async ({ db }: DatabaseHandle) => {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.sourceName, BENCH_SOURCE));
  return row?.n ?? 0;
};

export const SEARCH_SHAPES: [shape: string, q: string][] = [
  ['a very common word', 'government'],
  ['one common word', 'protest'],
  ['one rare word', 'nairobi'],
  ['two words', 'border closure'],
  ['a phrase', '"port strike"'],
  ['OR', 'coup OR invasion'],
  ['word -word', 'election -tariff'],
];

export interface SearchRow {
  shape: string;
  q: string;
  matches: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Each shape `runs` times in turn (a first page of 20, as the news page asks). */
export const measureSearch = async (
  { db }: DatabaseHandle,
  runs: number = SEARCH_BENCH.runs,
): Promise<SearchRow[]> => {
  const rows: SearchRow[] = [];
  for (const [shape, q] of SEARCH_SHAPES) {
    const times: number[] = [];
    let matches = 0;
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const page = await searchArticles(db, { q, limit: 20 }, { includeInactive: false });
      times.push(performance.now() - started);
      matches = page.total;
    }
    times.sort((a, b) => a - b);
    rows.push({ shape, q, matches, p50: percentile(times, 0.5), p99: percentile(times, 0.99) });
  }
  return rows;
};

export const searchRow = (r: SearchRow) =>
  `${r.shape.padEnd(16)} ${r.q.padEnd(18)} ${String(r.matches).padStart(8)} matches  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.p99 < SEARCH_BENCH.maxP99Ms ? 'ok' : 'MISSED'}`;
