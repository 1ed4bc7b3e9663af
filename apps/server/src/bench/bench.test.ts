import { describe, expect, it } from 'vitest';
import { freePort } from '../test/server-process.js';
import { compareWithBare } from './bench-compare.js';
import { budgetScenarios } from './bench-scenarios.js';
import { withBenchSession } from './bench-session.js';
import { runMixedLoad } from './mixed-load.js';

const postgres = process.env.TEST_DB_DRIVER === 'postgres';
const AMOUNT = 20;

/**
 * The bench machinery end to end on a tiny database (structure only, never timing): every budgeted
 * read answers 2xx under load; a public read's bare route answers the very bytes the real one did,
 * a private read's yardstick runs its query and answers JSON.
 */
describe('npm run bench', () => {
  it('loads every budgeted read beside its yardstick (the same bytes, or the same query), then the mixed load', async () => {
    const api = await freePort();
    const bare = await freePort();
    const yardstick = await freePort();
    const mode = postgres ? 'postgres' : 'pglite';
    let mixed: Awaited<ReturnType<typeof runMixedLoad>> | undefined;
    let mixedOnWorkers: typeof mixed;
    const size = { incidents: 6, answered: 2, articles: 6, notifications: 4, watches: 2 };
    const results = await withBenchSession(
      { mode, size, ports: { api, bare, yardstick }, adminUrl: process.env.TEST_DATABASE_URL },
      async (session) => {
        const compared = await compareWithBare(session, mode, budgetScenarios(session.report), {
          connections: 2,
          amount: AMOUNT,
        });
        mixed = await runMixedLoad(session, budgetScenarios(session.report), 2);
        // On PostgreSQL the bench runs the mixed load again on the server as deployed, one
        // process per core (WEB_CONCURRENCY): the restart and that run work too.
        if (postgres) {
          await session.servers.restartApi({ WEB_CONCURRENCY: '2' });
          mixedOnWorkers = await runMixedLoad(session, budgetScenarios(session.report), 1);
        }
        return compared;
      },
    );
    expect(results.map((r) => r.scenario.path)).toEqual(
      expect.arrayContaining([
        'event/list',
        'articles/list',
        'categories/list',
        'factor/list',
        'queryType/list',
        'country/list',
        'incident/list',
        'finding/list',
        'notification/list',
        'dashboard/get',
        'place/search',
        'alert/list',
        'trip/list',
        'audit/list',
      ]),
    );
    for (const r of results) {
      const figures = { name: r.scenario.name, status: r.status, identical: r.identical };
      expect(figures).toEqual({ ...figures, status: 200, identical: true });
      expect(r.bytes).toBeGreaterThan(100);
      expect([r.real.ok, r.real.errors, r.bare.ok, r.bare.errors]).toEqual([AMOUNT, 0, AMOUNT, 0]);
    }
    // The mixed load's writers file, message and publish without a refusal, beside the reads.
    expect(mixed?.reads.errors).toBe(0);
    expect(mixed?.writes.refusals).toEqual({});
    expect(mixed?.writes.errors).toBe(0);
    expect(mixed?.writes.byKind).toEqual({
      file: expect.any(Number),
      message: expect.any(Number),
      publish: expect.any(Number),
    });
    for (const count of Object.values(mixed?.writes.byKind ?? {})) expect(count).toBeGreaterThan(0);
    if (postgres) {
      expect(mixedOnWorkers?.reads.errors).toBe(0);
      expect(mixedOnWorkers?.writes.errors).toBe(0);
      expect(mixedOnWorkers?.reads.count).toBeGreaterThan(0);
    }
  }, 360_000);
});
