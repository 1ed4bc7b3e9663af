import { describe, expect, it } from 'vitest';
import { mixedRow, type MixedResult } from './mixed-load.js';

const run = (readP99: number, writeP99: number): MixedResult => ({
  reads: { count: 2000, p50: 2, p99: readP99, errors: 0 },
  writes: {
    count: 200,
    p99: writeP99,
    p99ByKind: { file: writeP99 },
    errors: 0,
    byKind: { file: 200 },
    refusals: {},
  },
});

/** Which run the mixed-load budget is judged on (DESIGN section 6, docs/performance.md). */
describe('the mixed load verdict', () => {
  it('judges one server process on PostgreSQL, as npm start runs it', () => {
    expect(mixedRow('postgres', 1, run(20, 40))).toMatch(/: met$/);
    expect(mixedRow('postgres', 1, run(52, 106))).toMatch(
      /MISSED \(read p99 52 ms, write p99 106 ms\)$/,
    );
  });

  it('reports the workers run and PGlite beside it, not budgeted', () => {
    expect(mixedRow('postgres', 2, run(52, 106))).toMatch(
      /2 workers .*not budgeted \(workers; read p99 52 ms, write p99 106 ms\)$/,
    );
    expect(mixedRow('postgres', 2, run(20, 40))).toMatch(/not budgeted \(workers; within/);
    expect(mixedRow('pglite', 1, run(184, 117))).toMatch(/not budgeted on PGlite$/);
  });
});
