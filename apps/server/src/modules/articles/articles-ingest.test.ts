import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../db/schema.js';
import { useTestApp } from '../../test/test-app.js';
import { addNewArticles } from './articles-ingest.service.js';

describe('articles from feeds', () => {
  const t = useTestApp();

  it('are stored NFC, their title and source name without invisible characters', async () => {
    const url = `https://feeds.example/${randomUUID()}`;
    const added = await addNewArticles(t.database.db, [{ url }], (item) => ({
      url: item.url,
      title: '\u202eCoup\u200b in the ca\u0301pital',
      sourceName: 'Wi\u2060re',
      content: 'Cafe\u0301 closed.\n\u200fשלום',
      publishedAt: new Date(),
      riskLevel: 'Severe',
      feedSourceId: null,
      countries: [],
      places: [],
    }));
    expect(added).toBe(1);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.url, url));
    expect(row).toMatchObject({
      title: 'Coup in the c\u00e1pital',
      sourceName: 'Wire',
      content: 'Caf\u00e9 closed.\n\u200fשלום',
    });
  });
});
