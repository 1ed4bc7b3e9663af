import {
  MAX_ARTICLE_COUNTRIES,
  withPlaceCountries,
  type ArticlePlace,
  type articleSchemas,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { uniqueOr } from '../../db/unique.js';
import { failure, foundOr } from '../../domain/result.js';
import type { CrudService } from '../../domain/crud.js';
import { ARTICLE_MESSAGES as M } from './articles.messages.js';
import { articleRows, searchArticles } from './articles.repository.js';

/** One live article per URL, so a feed or an admin cannot post the same story twice. */
const urlTaken = failure('conflict', M.urlTaken);

/** A page of live articles as the news shows them (other modules' news panels use it). */
export const findArticles = searchArticles;

/** An article with places is about their countries too (docs/rules/geography.md, "Places"). */
const locate = <T extends { countries: string[]; places: ArticlePlace[] }>(body: T): T => ({
  ...body,
  countries: withPlaceCountries(body.countries, body.places, MAX_ARTICLE_COUNTRIES),
});

export const articlesService = (db: Database): CrudService<typeof articleSchemas> => ({
  insert: (body, createdBy) =>
    uniqueOr(() => articleRows.insert(db, locate(body), createdBy), urlTaken),

  update: async (body) => {
    const written = await uniqueOr(
      () => articleRows.update(db, body.articles_id, locate(body)),
      urlTaken,
    );
    return written.ok ? foundOr(written.value, M.label.one) : written;
  },

  get: async (body, scope) =>
    foundOr(await articleRows.find(db, body.articles_id, scope), M.label.one),

  remove: async (body) => foundOr(await articleRows.softDelete(db, body.articles_id), M.label.one),

  search: (filter, scope) => searchArticles(db, filter, scope),
});
