import type { Comparison } from './bench-compare.js';
import type { Mode } from './bench-databases.js';
import { MAX_P99_MS, MIN_RATIO, P99_CONNECTIONS } from './bench-scenarios.js';
import type { LoadResult } from './load.js';

export const DATABASE_TITLE: Record<Mode, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Non-2xx and socket errors of both loads, e.g. "0" or "64 (64 socket)". */
const errors = (c: Comparison) => {
  const all = c.real.errors + c.bare.errors;
  const sockets = c.real.socketErrors + c.bare.socketErrors;
  return sockets ? `${all} (${sockets} socket)` : String(all);
};
const verdict = (c: Comparison) =>
  c.budget.met ? 'met' : `MISSED (${c.budget.misses.join(', ')})`;

const COLUMNS: [string, number, (c: Comparison) => string][] = [
  ['scenario', 32, (c) => c.scenario.name],
  ['database', 10, (c) => DATABASE_TITLE[c.mode]],
  ['reply', 9, (c) => kb(c.bytes)],
  ['real req/s', 10, (c) => int(c.real.rps)],
  ['p50/p99 ms', 10, (c) => `${c.real.p50}/${c.real.p99}`],
  ['yardstick req/s', 15, (c) => int(c.bare.rps)],
  ['ratio', 5, (c) => c.ratio.toFixed(2)],
  ['min', 4, (c) => MIN_RATIO[c.scenario.budget][c.mode].toFixed(2)],
  ['errors', 15, errors],
  [
    'yardstick',
    10,
    (c) =>
      c.identical ? (c.scenario.budget === 'public' ? 'same bytes' : 'same query') : 'FAILED',
  ],
  ['budget', 0, verdict],
];

export const comparisonHeader = () =>
  COLUMNS.map(([title, width], i) => (i === 0 ? title.padEnd(width) : title.padStart(width))).join(
    '  ',
  );

export const comparisonRow = (c: Comparison) =>
  COLUMNS.map(([, width, cell], i) =>
    i === 0 ? cell(c).padEnd(width) : cell(c).padStart(width),
  ).join('  ');

/** The same table as Markdown, for docs/performance.md. */
export const comparisonMarkdown = (rows: Comparison[]) =>
  [
    `| ${COLUMNS.map(([title]) => title).join(' | ')} |`,
    `| ${COLUMNS.map(([, ,], i) => (i === 0 || i === 1 || i === COLUMNS.length - 1 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((c) => `| ${COLUMNS.map(([, , cell]) => cell(c)).join(' | ')} |`),
  ].join('\n');

export const budgetLegend = (connections: number) =>
  `budgets: real/yardstick ratio >= ${MIN_RATIO.public.postgres} for public reads (a bare route answering the same bytes); private reads (a bare route running the same query) >= ${MIN_RATIO.private.postgres} on PostgreSQL, >= ${MIN_RATIO.private.pglite} on PGlite; p99 < ${MAX_P99_MS} ms on PostgreSQL at ${P99_CONNECTIONS} connections${connections < P99_CONNECTIONS ? ` (not checked: this run uses ${connections})` : ''}; zero errors; yardstick checked`;

export const budgetSummary = (rows: Comparison[]) => {
  const missed = rows.filter((c) => !c.budget.met);
  const where = (['pglite', 'postgres'] as const)
    .map((mode) => [mode, missed.filter((c) => c.mode === mode).map((c) => c.scenario.id)] as const)
    .filter(([, ids]) => ids.length > 0)
    .map(([mode, ids]) => `${DATABASE_TITLE[mode]}: ${ids.join(', ')}`);
  return `BUDGETS: ${rows.length - missed.length} of ${rows.length} met, ${missed.length} missed${where.length ? ` (${where.join('; ')})` : ''}`;
};

/** A plain load line (login, scale runs): name, req/s, p50, p99, errors. */
export const loadRow = (r: LoadResult, extra = '') =>
  `${r.name.padEnd(38)} ${int(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${extra}`;
export const LOAD_HEADER = `${'scenario'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`;
