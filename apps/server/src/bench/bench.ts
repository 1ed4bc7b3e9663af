import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { compareWithBare, type Comparison } from './bench-compare.js';
import { BENCH_CUSTOMER, BENCH_PASSWORD } from './bench-data.js';
import type { Mode } from './bench-databases.js';
import {
  budgetLegend,
  budgetSummary,
  comparisonHeader,
  comparisonMarkdown,
  comparisonRow,
  DATABASE_TITLE,
  LOAD_HEADER,
  loadRow,
} from './bench-report.js';
import { budgetScenarios, type Scenario } from './bench-scenarios.js';
import { withBenchSession, type BenchSession } from './bench-session.js';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';
import { mixedRow, runMixedLoad, type MixedResult } from './mixed-load.js';
import { benchIngest, INGEST, ingestRow } from './ingest-exposure.js';
import { benchDatabases, keptPostgres } from './bench-databases.js';
import {
  loadSearchArticles,
  measureSearch,
  SEARCH_BENCH,
  searchArticlesLoaded,
  searchRow,
} from './search-bench.js';

/**
 * `npm run bench` (docs/performance.md): each budgeted read against its yardstick (a bare Fastify
 * route answering a public read's bytes, or running a private read's query), then the mixed load
 * (the reads beside 20 writes/s), on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL,
 * in one run.
 * `npm run bench -- --scale`: the same reads on a small database and on a grown one (100 000
 * incidents, 1 000 000 finding rows), to show lists stay O(page).
 * `npm run bench -- --ingest`: feed items through parsing, tagging and the news sweep's exposure
 * matching against 100 000 branches (items/s; budget >= 200 on PGlite), then write -> alert
 * visible in alert/list with the sweep kicked as the server does (p99 < 1 s).
 * `npm run bench -- --search`: news full-text search over 1 000 000 articles on PostgreSQL
 * (p99 < 50 ms; `--articles` for another number; `--keep <name>` loads into that database once and
 * keeps it, so the next run measures at once).
 * A report, not a test: the exit code is 0 whatever the figures.
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    /** Each route and its yardstick in this many alternating turns (bench-compare.ts). */
    rounds: { type: 'string', default: '2' },
    scale: { type: 'boolean', default: false },
    /** Feed ingestion with exposure matching against 100 000 branches. */
    ingest: { type: 'boolean', default: false },
    /** News full-text search over 1 000 000 articles (PostgreSQL). */
    search: { type: 'boolean', default: false },
    articles: { type: 'string', default: String(SEARCH_BENCH.articles) },
    /** With --search on PostgreSQL: load into this database once and keep it for the next run. */
    keep: { type: 'string', default: '' },
    /** pglite, postgres or both (default: both when BENCH_DATABASE_URL is set). */
    database: { type: 'string', default: process.env.BENCH_DATABASE_URL ? 'both' : 'pglite' },
    /** Only the scenarios whose id contains this, or one of these (`--only incidents,places`); `mixed` is the mixed load. */
    only: { type: 'string', default: '' },
    markdown: { type: 'boolean', default: false },
    /** Server processes for the mixed load's second run on PostgreSQL (default: the cores). */
    workers: { type: 'string', default: String(availableParallelism()) },
  },
});
const workers = Number(args.workers);
const load: LoadOptions & { rounds: number } = {
  duration: Number(args.duration),
  connections: Number(args.connections),
  rounds: Number(args.rounds),
};
const MODES: Record<string, Mode[]> = {
  pglite: ['pglite'],
  postgres: ['postgres'],
  both: ['pglite', 'postgres'],
};
const modes = MODES[args.database];
if (!modes) throw new Error('--database is pglite, postgres or both');
if (modes.includes('postgres') && !process.env.BENCH_DATABASE_URL)
  throw new Error('PostgreSQL needs BENCH_DATABASE_URL=postgres://user@host:port/db');

const loginApart = ({ servers }: BenchSession) =>
  runLoad(
    'auth/login (argon2id, 4 connections)',
    `${servers.apiUrl}/auth/login`,
    { email: BENCH_CUSTOMER, password: BENCH_PASSWORD },
    servers.anonymous,
    { ...load, connections: 4, rotateAccount: true },
  );

const benchBudgets = async () => {
  const all: Comparison[] = [];
  const mixedRuns: [Mode, number, MixedResult][] = [];
  for (const mode of modes) {
    console.log(
      `\n${DATABASE_TITLE[mode]}: ${load.connections} connections, ${load.duration} s per route in ${load.rounds} alternating turns with its yardstick`,
    );
    console.log(comparisonHeader());
    await withBenchSession({ mode }, async (session) => {
      const wanted = args.only.split(',');
      const scenarios = budgetScenarios(session.report).filter((s) =>
        wanted.some((part) => s.id.includes(part)),
      );
      all.push(
        ...(await compareWithBare(session, mode, scenarios, load, (c) =>
          console.log(comparisonRow(c)),
        )),
      );
      if (!args.only) console.log(`\nnot budgeted: ${loadRow(await loginApart(session))}`);
      if (!args.only || wanted.includes('mixed')) {
        const mixedOnce = async (workers: number) => {
          const mixed = await runMixedLoad(
            session,
            budgetScenarios(session.report),
            load.duration ?? 10,
          );
          mixedRuns.push([mode, workers, mixed]);
          console.log(mixedRow(mode, workers, mixed));
        };
        await mixedOnce(1);
        // On PostgreSQL again with one server process per core (WEB_CONCURRENCY,
        // docs/operations.md), for information: here the database and the load generator share
        // those cores. The embedded database belongs to one process.
        if (mode === 'postgres' && workers > 1) {
          await session.servers.restartApi({ WEB_CONCURRENCY: String(workers) });
          await mixedOnce(workers);
        }
      }
    });
  }
  console.log(`\n${budgetLegend(load.connections)}`);
  if (args.markdown) console.log(`\n${comparisonMarkdown(all)}\n`);
  console.log(budgetSummary(all));
  for (const [mode, processes, mixed] of mixedRuns) console.log(mixedRow(mode, processes, mixed));
};

const scaleScenarios = (report: { incident_id: string }): Scenario[] =>
  budgetScenarios(report).filter((s) =>
    ['incidents-partner', 'incidents-customer', 'findings'].includes(s.id),
  );

const loadEach = ({ servers, tokens, report }: BenchSession): Promise<LoadResult[]> =>
  scaleScenarios(report).reduce<Promise<LoadResult[]>>(
    async (done, s) => [
      ...(await done),
      await runLoad(s.name, `${servers.apiUrl}/${s.path}`, s.body, tokens[s.caller], load),
    ],
    Promise.resolve([]),
  );

const benchScale = async () => {
  for (const mode of modes) {
    const small = await withBenchSession({ mode }, loadEach);
    const large = await withBenchSession({ mode, grow: true }, loadEach);
    console.log(
      `\n${DATABASE_TITLE[mode]}: small database vs 100 000 incidents / 1 000 000 finding rows`,
    );
    console.log(`${LOAD_HEADER}  cost vs small (budget <= 2.00x)`);
    large.forEach((r, i) => {
      const base = small[i]!;
      const cost = base.rps / r.rps;
      console.log(loadRow(base, 'small'));
      console.log(loadRow(r, `${cost.toFixed(2)}x ${cost <= 2 ? 'ok' : 'MISSED'}`));
    });
  }
};

const benchIngestion = async () => {
  console.log(
    `\nIngest: ${INGEST.feeds} feeds x ${INGEST.itemsPerFeed} items, ${INGEST.branches} branches (budget >= ${INGEST.minItemsPerS} items/s on PGlite, alert visible < ${INGEST.maxLatencyP99Ms} ms p99)`,
  );
  for (const mode of modes) console.log(ingestRow(await benchIngest(mode)));
};

const benchSearch = async () => {
  const count = Number(args.articles);
  for (const mode of modes) {
    const keep = args.keep && mode === 'postgres' ? args.keep : '';
    const database = await (keep ? keptPostgres(keep) : benchDatabases[mode]());
    try {
      await database.handle.migrate();
      const started = performance.now();
      const loaded = keep ? await searchArticlesLoaded(database.handle) : 0;
      if (loaded < count) await loadSearchArticles(database.handle, count - loaded, loaded + 1);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        loaded >= count
          ? `\n${DATABASE_TITLE[mode]}: ${loaded} articles already loaded in ${keep} (kept)`
          : `\n${DATABASE_TITLE[mode]}: ${count - loaded} articles loaded and indexed in ${seconds} s`,
      );
      console.log(`news search, first page of 20 (budget p99 < ${SEARCH_BENCH.maxP99Ms} ms)`);
      for (const row of await measureSearch(database.handle)) console.log(searchRow(row));
    } finally {
      await database.handle.close();
      await database.cleanup();
    }
  }
};

await (args.search
  ? benchSearch()
  : args.ingest
    ? benchIngestion()
    : args.scale
      ? benchScale()
      : benchBudgets());
