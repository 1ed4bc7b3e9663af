import isURL from 'validator/lib/isURL';
import { z } from 'zod';
import { MAX_LENGTH, RISK_LEVELS } from '../constants.js';
import {
  flag,
  id,
  optionalLine,
  optionalText,
  paging,
  removeFlag,
  requiredLine,
  requiredText,
  timestamps,
} from '../fields.js';
import { countryCodes, countryFilter, MAX_ARTICLE_COUNTRIES } from '../countries-field.js';
import { MESSAGES } from '../messages.js';
import { articlePlaces } from './place.js';
import { languageCode, verification } from '../reliability.js';

export const riskLevel = z.enum(RISK_LEVELS, { error: MESSAGES.invalidRiskLevel });

export const httpUrl = z
  .string({ error: MESSAGES.invalidUrl })
  .trim()
  .max(MAX_LENGTH.url, { error: MESSAGES.invalidUrl })
  .refine((value) => isURL(value, { protocols: ['http', 'https'], require_protocol: true }), {
    error: MESSAGES.invalidUrl,
  });

export const articleFormSchema = z.object({
  title: requiredLine(MESSAGES.articleTitle, MAX_LENGTH.title, 'Title'),
  url: httpUrl,
  sourceName: requiredLine(MESSAGES.articleSource, MAX_LENGTH.name, 'Source Name'),
  publishedAt: z.iso.datetime({ offset: true, error: MESSAGES.invalidDate }),
  riskLevel,
  emoji: optionalText(16, 'Emoji').optional(),
  content: requiredText(MESSAGES.articleContent, MAX_LENGTH.content, 'Content'),
  about: optionalText(MAX_LENGTH.about, 'About').optional(),
  icon: optionalLine(MAX_LENGTH.icon, 'Icon').optional(),
  is_active: flag.default(true),
  countries: countryCodes(MAX_ARTICLE_COUNTRIES).default([]),
  /** The cities it names; their countries join `countries` (docs/rules/geography.md). */
  places: articlePlaces.default([]),
  /** ISO 639-1; left out, an insert detects it and an update keeps it (docs/rules/news.md). */
  language: languageCode.nullable().optional(),
});
export type ArticleForm = z.input<typeof articleFormSchema>;

export const articleInsertSchema = articleFormSchema;
export const articleUpdateSchema = articleFormSchema.extend({ articles_id: id() });
export const articleIdSchema = z.object({ articles_id: id() });
export const articleRemoveSchema = articleIdSchema.extend({ is_deleted: removeFlag });
/** `articles/verify`: a partner or an admin marks what they found (docs/rules/news.md). */
export const articleVerifySchema = articleIdSchema.extend({ verification });

export const articleSearchSchema = z.object({
  ...paging,
  riskLevel: riskLevel.optional(),
  is_active: flag.optional(),
  /** Articles tagged with any of these countries. */
  countries: countryFilter.optional(),
});

/** What every article card shows: an article, and an event's sources (event.ts). */
export const articleCard = z.object({
  articles_id: z.string(),
  title: z.string(),
  url: z.string(),
  publishedAt: z.string(),
  /** `grade`: the feed source's Admiralty grade now; an article written by staff counts as A. */
  source: z.object({ name: z.string(), grade: z.string() }),
  riskLevel: z.string(),
});

/** The news shape the landing page reads (docs/rules/screens.md). */
export const article = articleCard.extend({
  wink: z.object({ emoji: z.string() }),
  content: z.string(),
  about: z.string(),
  icon: z.string(),
  is_active: z.boolean(),
  countries: z.array(z.string()),
  places: z.array(
    z.object({ name: z.string(), country: z.string(), lat: z.number(), lon: z.number() }),
  ),
  language: z.string().nullable(),
  verification: z.string(),
  /** A search's matching passage, the words marked with SNIPPET_MARK; only on a search's items. */
  snippet: z.string().optional(),
  ...timestamps,
});
export type Article = z.infer<typeof article>;

/** The six CRUD operations' bodies and the record they answer with. */
export const articleSchemas = {
  entity: article,
  insert: articleInsertSchema,
  update: articleUpdateSchema,
  id: articleIdSchema,
  remove: articleRemoveSchema,
  search: articleSearchSchema,
};
