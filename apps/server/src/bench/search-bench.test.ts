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
    // Zipf's law makes the very common word common: in about 9 % of the articles, 27 of 300.
    expect(rows[0]!.matches).toBeGreaterThan(5);
    for (const row of rows) expect(row.p99).toBeGreaterThanOrEqual(row.p50);
  });
});
