import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { articles, categories, factors, queryTypes } from './schema.js';
import { SEED_ARTICLES } from './seed-articles.js';
import { SEED_CATEGORIES } from './seed-categories.js';
import { seedSla } from './seed-sla.js';
import { inTransaction } from './transaction.js';

/**
 * Idempotent: a category is created (with its factors and query types) only when no live category
 * of that name exists; an article only when its URL is not there yet. Admin edits are kept.
 */
export const seedReferenceData = async (db: Database): Promise<void> => {
  await inTransaction(db, async (tx) => {
    await seedSla(tx);
    for (const seed of SEED_CATEGORIES) {
      const [existing] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            sql`lower(${categories.name}) = lower(${seed.name})`,
            eq(categories.isDeleted, false),
          ),
        )
        .limit(1);
      if (existing) continue;
      const [created] = await tx
        .insert(categories)
        .values({ name: seed.name, icon: seed.icon, about: seed.about })
        .returning({ id: categories.id });
      if (!created) continue;
      await tx
        .insert(factors)
        .values(seed.factors.map((f) => ({ ...f, categoriesId: created.id })));
      await tx
        .insert(queryTypes)
        .values(seed.queryTypes.map((q) => ({ ...q, categoriesId: created.id })));
    }
    // Deleted ones count as present, so an admin's delete is not undone by the next start.
    const known = await tx
      .select({ url: articles.url })
      .from(articles)
      .where(
        inArray(
          articles.url,
          SEED_ARTICLES.map((a) => a.url),
        ),
      );
    const missing = SEED_ARTICLES.filter((a) => !known.some((k) => k.url === a.url));
    const now = Date.now();
    if (missing.length === 0) return;
    await tx.insert(articles).values(
      missing.map(({ hoursAgo, ...article }) => ({
        ...article,
        publishedAt: new Date(now - hoursAgo * 3_600_000),
      })),
    );
  });
};
