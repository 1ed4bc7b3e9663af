import isURL from 'validator/lib/isURL';
import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { flag, id, paging, removeFlag, requiredLine, timestamps } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { riskLevel } from './articles.js';
import { languageCode, sourceGrade } from '../reliability.js';

/** News feed sources (RSS 2.0 / Atom) and the keyword rules that grade their items. Admin only. */
export const FEED_MESSAGES = {
  feedName: 'Please specify the Feed Name',
  riskKeyword: 'Please specify the Keyword',
} as const;

export const FEED_NAME_MAX_LENGTH = 200;
export const RISK_KEYWORD_MAX_LENGTH = 100;

/**
 * Like an article URL, but a host without a top-level domain (localhost, an intranet name) is
 * valid here: whether the server may reach it is the poller's private-address policy
 * (FEEDS_ALLOW_PRIVATE), not a matter of spelling. Credentials in the URL are refused.
 */
export const feedUrl = z
  .string({ error: MESSAGES.invalidUrl })
  .trim()
  .max(MAX_LENGTH.url, { error: MESSAGES.invalidUrl })
  .refine(
    (value) =>
      isURL(value, {
        protocols: ['http', 'https'],
        require_protocol: true,
        require_tld: false,
        disallow_auth: true,
      }),
    { error: MESSAGES.invalidUrl },
  );

export const feedFormSchema = z.object({
  url: feedUrl,
  name: requiredLine(FEED_MESSAGES.feedName, FEED_NAME_MAX_LENGTH, 'Feed Name'),
  defaultRiskLevel: riskLevel,
  /** Unmarked (the default), an item with no risk term is Low Risk whatever the default level. */
  everyItemIsAlert: flag.default(false),
  is_active: flag.default(true),
  /** Admiralty grade; left out, a new source is F (cannot be judged) and an update keeps it. */
  grade: sourceGrade.optional(),
});
export type FeedForm = z.input<typeof feedFormSchema>;

export const feedInsertSchema = feedFormSchema;
export const feedUpdateSchema = feedFormSchema.extend({ feed_id: id() });
export const feedIdSchema = z.object({ feed_id: id() });
export const feedRemoveSchema = feedIdSchema.extend({ is_deleted: removeFlag });
export const feedListSchema = z.object({ limit: paging.limit, offset: paging.offset });

export const feedSource = z.object({
  feed_id: z.string(),
  url: z.string(),
  name: z.string(),
  defaultRiskLevel: z.string(),
  everyItemIsAlert: z.boolean(),
  is_active: z.boolean(),
  lastFetchedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  grade: z.string(),
  ...timestamps,
});
export type FeedSource = z.infer<typeof feedSource>;

/** `feeds/fetchNow` replies with the source as it stands after the poll and the new article count. */
export const feedFetchResult = z.object({ source: feedSource, added: z.number().int() });
export type FeedFetchResult = z.infer<typeof feedFetchResult>;

/** Whole words only, so the keyword needs at least one letter or digit. */
export const riskRuleFormSchema = z.object({
  keyword: requiredLine(FEED_MESSAGES.riskKeyword, RISK_KEYWORD_MAX_LENGTH, 'Keyword').regex(
    /[\p{L}\p{N}]/u,
    { error: FEED_MESSAGES.riskKeyword },
  ),
  riskLevel,
  /** The rule applies to articles in this language only; null (the default): to every article. */
  language: languageCode.nullable().default(null),
});
export type RiskRuleForm = z.input<typeof riskRuleFormSchema>;

export const riskRuleInsertSchema = riskRuleFormSchema;
export const riskRuleIdSchema = z.object({ riskRule_id: id() });
export const riskRuleRemoveSchema = riskRuleIdSchema.extend({ is_deleted: removeFlag });

export const riskRule = z.object({
  riskRule_id: z.string(),
  keyword: z.string(),
  riskLevel: z.string(),
  language: z.string().nullable(),
  ...timestamps,
});
export type RiskRule = z.infer<typeof riskRule>;
