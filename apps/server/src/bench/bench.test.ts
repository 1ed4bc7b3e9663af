import { describe, expect, it } from 'vitest';
import { freePort } from '../test/server-process.js';
import { compareWithBare } from './bench-compare.js';
import { budgetScenarios } from './bench-scenarios.js';
import { withBenchSession } from './bench-session.js';

const postgres = process.env.TEST_DB_DRIVER === 'postgres';
const AMOUNT = 20;

/**
 * The bench machinery end to end on a tiny database (structure only, never timing): every budgeted
 * read answers 2xx under load, and the bare route answers the very bytes the real one did.
 */
describe('npm run bench', () => {
  it('loads every budgeted read beside a bare route answering the same bytes', async () => {
    const api = await freePort();
    const bare = await freePort();
    const mode = postgres ? 'postgres' : 'pglite';
    const size = { incidents: 6, answered: 2, articles: 6, notifications: 4, watches: 2 };
    const results = await withBenchSession(
      { mode, size, ports: { api, bare }, adminUrl: process.env.TEST_DATABASE_URL },
      async (session) =>
        compareWithBare(session, mode, budgetScenarios(session.report), {
          connections: 2,
          amount: AMOUNT,
        }),
    );
    expect(results.map((r) => r.scenario.path)).toEqual(
      expect.arrayContaining([
        'articles/list',
        'categories/list',
        'factor/list',
        'queryType/list',
        'country/list',
        'incident/list',
        'finding/list',
        'notification/list',
        'dashboard/get',
      ]),
    );
    for (const r of results) {
      const figures = { name: r.scenario.name, status: r.status, identical: r.identical };
      expect(figures).toEqual({ ...figures, status: 200, identical: true });
      expect(r.bytes).toBeGreaterThan(100);
      expect([r.real.ok, r.real.errors, r.bare.ok, r.bare.errors]).toEqual([AMOUNT, 0, AMOUNT, 0]);
    }
  }, 240_000);
});
