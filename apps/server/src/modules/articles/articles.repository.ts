import type { Article, ArticlePlace, articleFormSchema } from '@georisk/contract';
import { and, arrayOverlaps, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { referenceRows } from '../../db/reference-rows.js';
import { articles, feedSources } from '../../db/schema.js';
import { iso } from '../../db/dates.js';
import { equalsIf, searchPage, visibleTo, type Paging } from '../../db/search.js';
import type { ReadScope } from '../../domain/crud.js';

/**
 * The grade of the article's feed source now, so a regrade shows at once; an article staff wrote
 * (no feed) counts as A (docs/rules/news.md, "Reliability"). One primary-key probe per row.
 */
export const sourceGrade = sql<string>`coalesce((select ${feedSources.grade} from ${feedSources} where ${feedSources.id} = ${articles.feedSourceId}), 'A')`;

export const columns = {
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
  countries: articles.countries,
  places: articles.places,
  language: articles.language,
  verification: articles.verification,
  grade: sourceGrade,
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
  countries: string[];
  places: ArticlePlace[];
  language: string | null;
  verification: string;
  grade: string;
  created_at: Date;
  updated_at: Date;
}

/** The news shape the landing page reads (docs/rules/news.md): source and wink are nested. */
export const toArticle = ({ sourceName, grade, emoji, ...row }: Row): Article => ({
  ...row,
  publishedAt: iso(row.publishedAt),
  source: { name: sourceName, grade },
  wink: { emoji },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

type Values = z.output<typeof articleFormSchema>;
const valuesOf = (body: Values) => ({
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
  countries: body.countries,
  places: body.places,
  // Left out, an update keeps the stored language (undefined writes nothing).
  language: body.language,
});

/** Insert, update, find by id and soft delete of the articles table. */
export const articleRows = referenceRows(articles, columns, { toEntity: toArticle, valuesOf });

export interface ArticleSearch extends Paging {
  q?: string;
  riskLevel?: string;
  is_active?: boolean;
  countries?: string[];
}

/** Every filter but the text: who sees what, level, active, countries. */
export const articleFilter = (filter: ArticleSearch, scope: ReadScope) =>
  and(
    visibleTo(scope, articles),
    equalsIf(articles.riskLevel, filter.riskLevel),
    equalsIf(articles.isActive, filter.is_active),
    filter.countries ? arrayOverlaps(articles.countries, filter.countries) : undefined,
  );

/** Newest `publishedAt` first: the landing page shows the latest news. */
export const listArticles = (db: Database, filter: ArticleSearch, scope: ReadScope) => {
  const where = articleFilter(filter, scope);
  return searchPage(
    { counting: db.select({ n: count() }).from(articles).where(where), paging: filter },
    articleRows.page(db, where, [desc(articles.publishedAt), desc(articles.id)]),
    toArticle,
  );
};

/** Sets a live article's verification; null when there is no such article. */
export const setVerification = async (db: Database, id: string, verification: string) => {
  const [row] = await db
    .update(articles)
    .set({ verification, updatedAt: new Date() })
    .where(and(eq(articles.id, id), eq(articles.isDeleted, false)))
    .returning(columns);
  return row ? toArticle(row) : null;
};

/** What located matching reads of a live article, locked until the transaction ends. */
export const matchedFieldsOf = async (db: Database, id: string) => {
  const [row] = await db
    .select({ places: articles.places, riskLevel: articles.riskLevel })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.isDeleted, false)))
    .for('update');
  return row;
};

/** The next news sweep matches the article's located alerts again (docs/rules/exposure.md). */
export const markForRematch = (db: Database, id: string) =>
  db
    .update(articles)
    .set({ rematchAt: sql`now()` })
    .where(eq(articles.id, id));
