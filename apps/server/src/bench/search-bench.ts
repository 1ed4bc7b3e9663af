import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.js';
import { findArticles as searchArticles } from '../modules/articles/index.js';

/**
 * `npm run bench -- --search` (docs/performance.md, "Search"): news full-text search over
 * 1 000 000 articles on PostgreSQL, p50/p99 of the route's own repository call for a few query
 * shapes. Budget: p99 < 50 ms.
 */
export const SEARCH_BENCH = { articles: 1_000_000, runs: 100, maxP99Ms: 50 } as const;

/** Rare and common words alike: country names, risk terms, the filler of news prose. */
const VOCABULARY = (
  'the of and in to a on for with as at by from after over said officials government police ' +
  'protest protests strike port border election tariff sanctions coup invasion attack missile ' +
  'bombing unrest flood drought earthquake ceasefire talks minister president army rebels ' +
  'troops convoy shipping tankers oil gas grid power outage curfew airport closure capital ' +
  'city north south east west region province coast river bridge road railway market prices ' +
  'inflation currency bank strike workers union students crowds clashes arrests court ruling ' +
  'parliament vote opposition refugees aid camp hospital vaccine outbreak cholera cyber ' +
  'ransomware hackers data leak satellite drone naval fleet strait hormuz suez panama ' +
  'nigeria kenya sudan ukraine russia china taiwan iran iraq syria yemen israel lebanon ' +
  'mexico brazil peru chile colombia venezuela india pakistan bangladesh myanmar thailand ' +
  'turkey egypt libya mali niger chad somalia ethiopia congo haiti lagos kyiv dubai nairobi'
).split(' ');

/**
 * Articles from `generate_series`: titles of 6 and bodies of 40 words drawn with a skew (the
 * first words of the list far more often than the last), so some words are common and some rare.
 * The search index is dropped for the load and built once after, as a bulk load would.
 */
export const loadSearchArticles = async ({ db }: DatabaseHandle, count: number) => {
  const words = sql`string_to_array(${VOCABULARY.join(' ')}::text, ' ')`;
  const pick = sql`(${words})[1 + floor(power(random(), 2) * ${VOCABULARY.length})::int]`;
  const phrase = (n: number) =>
    sql`(select string_agg(${pick}, ' ') from generate_series(1, ${n}) w where g > 0)`;
  await db.execute(sql`drop index if exists articles_search`);
  await db.execute(sql`insert into articles (title, url, published_at, source_name, risk_level,
      content, alerted_at)
    select ${phrase(6)}, 'https://bench.example/' || g, now() - g * interval '1 minute',
      'Bench Wire', 'Risk', ${phrase(40)}, now()
    from generate_series(1, ${count}) g`);
  await db.execute(sql`create index articles_search on articles using gin (search)`);
  await db.execute(sql`analyze articles`);
};

export const SEARCH_SHAPES: [shape: string, q: string][] = [
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
