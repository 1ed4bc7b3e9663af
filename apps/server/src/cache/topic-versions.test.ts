import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories } from '../db/schema.js';
import { buildArticle, buildCategory } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';
import { topicVersions, type TopicVersions } from './topic-versions.js';

const t = useTestApp();
let versions: TopicVersions;
beforeAll(async () => {
  versions = await topicVersions(t.database);
});

const versionOf = async (topic: string) => (await versions()).get(topic) ?? -1;

/** On PGlite from the process's own notifications, on PostgreSQL from a fresh read. */
describe('topic versions (docs/performance.md, "Caching")', () => {
  it('are raised by every write to their table as soon as the write has returned', async () => {
    for (let i = 0; i < 50; i += 1) {
      const before = await versionOf('articles');
      const article = await buildArticle(t, { title: `Version ${i}` });
      expect(await versionOf('articles')).toBeGreaterThan(before);
      const afterInsert = await versionOf('articles');
      await t.database.db.update(articles).set({ title: 'x' }).where(eq(articles.id, article.id));
      expect(await versionOf('articles')).toBeGreaterThan(afterInsert);
    }
  });

  it('follow a committed transaction, not a rolled-back one, and only their own table', async () => {
    const category = await buildCategory(t);
    const articlesBefore = await versionOf('articles');
    const before = await versionOf('categories');
    await t.database.db.transaction(async (tx) => {
      await tx.update(categories).set({ about: 'Changed' }).where(eq(categories.id, category.id));
    });
    const committed = await versionOf('categories');
    expect(committed).toBeGreaterThan(before);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(categories).set({ about: 'Lost' }).where(eq(categories.id, category.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf('categories')).toBe(committed);
    expect(await versionOf('articles')).toBe(articlesBefore);
  });
});
