import type { Mode } from './bench-databases.js';

export type Caller = 'anonymous' | 'customer' | 'partner';
/** Public and reference reads, or a caller's private reads (docs/performance.md, budgets). */
export type BudgetKind = 'public' | 'private';

export interface Scenario {
  /** Short and URL-safe: names the bare route that answers a public read's bytes. */
  id: string;
  name: string;
  path: string;
  body: unknown;
  caller: Caller;
  budget: BudgetKind;
}

/** The budgeted reads: every route of the performance budget, as the web app calls them. */
export const budgetScenarios = (report: { incident_id: string }): Scenario[] => [
  // The landing page's news (apps/web/src/features/home/news-section.tsx asks for 12 events).
  scenario('events', 'event/list (anonymous, 12)', 'event/list', { limit: 12 }, 'anonymous', 'public'),
  scenario('articles', 'articles/list (anonymous, 12)', 'articles/list', { limit: 12 }, 'anonymous', 'public'),
  scenario('articles-100', 'articles/list (anonymous, 100)', 'articles/list', {}, 'anonymous', 'public'),
  scenario('categories', 'categories/list', 'categories/list', {}, 'customer', 'public'),
  scenario('factors', 'factor/list', 'factor/list', {}, 'customer', 'public'),
  scenario('query-types', 'queryType/list', 'queryType/list', {}, 'customer', 'public'),
  scenario('countries', 'country/list (anonymous)', 'country/list', {}, 'anonymous', 'public'),
  // The branch form's city picker, as a person types (apps/web/src/features/branches).
  scenario('places', 'place/search (Par)', 'place/search', { q: 'Par' }, 'customer', 'public'),
  scenario('incidents-customer', 'incident/list 100 (customer)', 'incident/list', { limit: 100 }, 'customer', 'private'),
  scenario('incidents-partner', 'incident/list 100 (partner)', 'incident/list', { limit: 100 }, 'partner', 'private'),
  scenario('findings', 'finding/list (report, customer)', 'finding/list', report, 'customer', 'private'),
  scenario('notifications', 'notification/list (customer)', 'notification/list', {}, 'customer', 'private'),
  scenario('dashboard-customer', 'dashboard/get (customer)', 'dashboard/get', {}, 'customer', 'private'),
  scenario('dashboard-partner', 'dashboard/get (partner)', 'dashboard/get', {}, 'partner', 'private'),
  // The company owner's screens: the alert inbox, this week's trips and the audit trail.
  scenario('alerts', 'alert/list (company owner)', 'alert/list', {}, 'customer', 'private'),
  scenario('trips', 'trip/list (company owner)', 'trip/list', {}, 'customer', 'private'),
  scenario('audit', 'audit/list (company owner)', 'audit/list', {}, 'customer', 'private'),
]; // prettier-ignore

function scenario(
  id: string,
  name: string,
  path: string,
  body: unknown,
  caller: Caller,
  budget: BudgetKind,
): Scenario {
  return { id, name, path, body, caller, budget };
}

/**
 * The lowest real/yardstick ratio each kind of read may have, per database (DESIGN section 6): a
 * public read against a bare route answering the same bytes, a private read against a bare route
 * running the same query.
 */
export const MIN_RATIO: Record<BudgetKind, Record<Mode, number>> = {
  public: { pglite: 0.5, postgres: 0.5 },
  private: { pglite: 0.3, postgres: 0.5 },
};
/** p99 limit of public reads, checked on PostgreSQL at 50 connections. */
export const MAX_P99_MS = 50;
export const P99_CONNECTIONS = 50;

export interface BudgetCheck {
  met: boolean;
  /** What missed, e.g. "ratio 0.21 < 0.50", "p99 74 ms", "3 errors", "bytes differ". */
  misses: string[];
}

export const checkBudget = (
  kind: BudgetKind,
  mode: Mode,
  connections: number,
  figures: { ratio: number; p99: number; errors: number; identical: boolean },
): BudgetCheck => {
  const misses: string[] = [];
  const min = MIN_RATIO[kind][mode];
  if (!(figures.ratio >= min)) misses.push(`ratio ${figures.ratio.toFixed(2)} < ${min.toFixed(2)}`);
  // DESIGN section 6 gives public reads a p99; a private read's budget is its ratio to its query.
  if (
    kind === 'public' &&
    mode === 'postgres' &&
    connections >= P99_CONNECTIONS &&
    !(figures.p99 < MAX_P99_MS)
  )
    misses.push(`p99 ${figures.p99} ms >= ${MAX_P99_MS}`);
  if (figures.errors > 0) misses.push(`${figures.errors} errors`);
  if (!figures.identical) misses.push('yardstick check failed');
  return { met: misses.length === 0, misses };
};
