import type { Article, articleFormSchema } from '@georisk/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { guardUnique } from '../../db/unique.js';
import { containsText, iso, pageOf, toPage, totalOf, type ReadScope } from '../../db/search.js';
import type { CrudRepository } from '../../http/crud-routes.js';
import { conflict } from '../../http/errors.js';
import type { articleSchemas } from './articles.routes.js';

const columns = {
  articles_id: articles.id,
  title: articles.title,
  url: articles.url,
  publishedAt: articles.publishedAt,
  sourceName: articles.sourceName,
  riskLevel: articles.riskLevel,
  emoji: articles.emoji,
  content: articles.content,
  about: articles.about,
  icon: articles.icon,
  is_active: articles.isActive,
  created_at: articles.createdAt,
  updated_at: articles.updatedAt,
};

interface Row {
  articles_id: string;
  title: string;
  url: string;
  publishedAt: Date;
  sourceName: string;
  riskLevel: string;
  emoji: string;
  content: string;
  about: string;
  icon: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The news shape the landing page reads (spec §3): source and wink are nested. */
const toArticle = ({ sourceName, emoji, ...row }: Row): Article => ({
  ...row,
  publishedAt: iso(row.publishedAt),
  source: { name: sourceName },
  wink: { emoji },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const valuesOf = (body: z.output<typeof articleFormSchema>) => ({
  title: body.title,
  url: body.url,
  publishedAt: new Date(body.publishedAt),
  sourceName: body.sourceName,
  riskLevel: body.riskLevel,
  emoji: body.emoji ?? '',
  content: body.content,
  about: body.about ?? '',
  icon: body.icon ?? '',
  isActive: body.is_active,
});

const live = eq(articles.isDeleted, false);
const visible = (scope: ReadScope): SQL | undefined =>
  and(live, scope.includeInactive ? undefined : eq(articles.isActive, true));

/** One live article per URL (a partial unique index), so a feed or an admin cannot double-post. */
const guardUrl = <T>(write: () => Promise<T>): Promise<T> =>
  guardUnique(write, () => conflict('An Article with this URL already exists'));

export const articlesRepository = (db: Database): CrudRepository<typeof articleSchemas> => ({
  insert: (body, createdBy) =>
    guardUrl(async () => {
      const [row] = await db
        .insert(articles)
        .values({ ...valuesOf(body), createdBy })
        .returning(columns);
      if (!row) throw new Error('insert returned no row');
      return toArticle(row);
    }),

  update: (body) =>
    guardUrl(async () => {
      const [row] = await db
        .update(articles)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(and(eq(articles.id, body.articles_id), live))
        .returning(columns);
      return row ? toArticle(row) : null;
    }),

  get: async (body, scope) => {
    const [row] = await db
      .select(columns)
      .from(articles)
      .where(and(eq(articles.id, body.articles_id), visible(scope)));
    return row ? toArticle(row) : null;
  },

  remove: async (body) => {
    const rows = await db
      .update(articles)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(articles.id, body.articles_id), live))
      .returning({ id: articles.id });
    return rows.length > 0;
  },

  search: async (filter, scope) => {
    const where = and(
      visible(scope),
      containsText(filter.q, [articles.title, articles.content]),
      filter.riskLevel === undefined ? undefined : eq(articles.riskLevel, filter.riskLevel),
      filter.is_active === undefined ? undefined : eq(articles.isActive, filter.is_active),
    );
    const { limit, offset } = pageOf(filter);
    const counting = db.select({ n: count() }).from(articles).where(where);
    const rows = await db
      .select({ ...columns, total: totalOf(counting) })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset(offset);
    const countAll = async () => (await counting)[0]?.n ?? 0;
    return toPage(rows, ({ total: _total, ...row }) => toArticle(row), countAll, offset);
  },
});
