import {
  MAX_ARTICLE_COUNTRIES,
  withPlaceCountries,
  type ArticlePlace,
  type articleSchemas,
} from '@georisk/contract';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { uniqueOr } from '../../db/unique.js';
import { failure, foundOr } from '../../domain/result.js';
import type { CrudService } from '../../domain/crud.js';
import { ARTICLE_MESSAGES as M } from './articles.messages.js';
import { articleRows, markForRematch, matchedFieldsOf } from './articles.repository.js';
import { searchArticles } from './articles-search.repository.js';
import { detectLanguage } from './language-detect.js';
import { inTransaction } from '../../db/transaction.js';

/** One live article per URL, so a feed or an admin cannot post the same story twice. */
const urlTaken = failure('conflict', M.urlTaken);

/** A page of live articles as the news shows them (other modules' news panels use it). */
export const findArticles = searchArticles;

type ArticleUpdate = z.output<(typeof articleSchemas)['update']>;

/** An article with places is about their countries too (docs/rules/geography.md, "Places"). */
const locate = <T extends { countries: string[]; places: ArticlePlace[] }>(body: T): T => ({
  ...body,
  countries: withPlaceCountries(body.countries, body.places, MAX_ARTICLE_COUNTRIES),
});

/**
 * Saves an admin's edit; new places or a new level mark the article to be matched again by the
 * news sweep (new alerts for newly near branches, the existing ones kept: docs/rules/exposure.md).
 */
const updateAndRematch = (db: Database, body: ArticleUpdate) =>
  inTransaction(db, async (tx) => {
    const t = tx as unknown as Database;
    const before = await matchedFieldsOf(t, body.articles_id);
    const after = await articleRows.update(t, body.articles_id, locate(body));
    const moved =
      before &&
      after &&
      (before.riskLevel !== after.riskLevel || !isDeepStrictEqual(before.places, after.places));
    if (moved) await markForRematch(t, body.articles_id);
    return after;
  });

export const articlesService = (db: Database): CrudService<typeof articleSchemas> => ({
  insert: (body, createdBy) => {
    // Left out, the language is detected as a feed's items' is (docs/rules/news.md, "Languages").
    const language =
      body.language === undefined
        ? detectLanguage(`${body.title}\n${body.content}`)
        : body.language;
    return uniqueOr(
      () => articleRows.insert(db, locate({ ...body, language }), createdBy),
      urlTaken,
    );
  },

  update: async (body) => {
    const written = await uniqueOr(() => updateAndRematch(db, body), urlTaken);
    return written.ok ? foundOr(written.value, M.label.one) : written;
  },

  get: async (body, scope) =>
    foundOr(await articleRows.find(db, body.articles_id, scope), M.label.one),

  remove: async (body) => foundOr(await articleRows.softDelete(db, body.articles_id), M.label.one),

  search: (filter, scope) => searchArticles(db, filter, scope),
});
