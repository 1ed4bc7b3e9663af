import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { loadSearchArticles, measureSearch, SEARCH_SHAPES } from './search-bench.js';

/** `npm run bench -- --search` on 300 articles: structure only, never timing. */
describe('npm run bench -- --search', () => {
  const t = useTestApp();

  it('loads generated articles and measures every query shape', async () => {
    await loadSearchArticles(t.database, 300);
    const rows = await measureSearch(t.database, 2);
    expect(rows.map((r) => r.q)).toEqual(SEARCH_SHAPES.map(([, q]) => q));
    // The skewed vocabulary makes the common word common.
    expect(rows[0]!.matches).toBeGreaterThan(10);
    for (const row of rows) expect(row.p99).toBeGreaterThanOrEqual(row.p50);
  });
});
