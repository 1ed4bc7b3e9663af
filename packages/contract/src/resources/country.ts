import { z } from 'zod';
import { RISK_LEVELS } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { baseReply } from '../envelope.js';
import { article, riskLevel } from './articles.js';

/** A country's standing for the caller (docs/rules/geography.md). */
export const countrySummary = z.object({
  code: z.string(),
  name: z.string(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  score: z.number().int().min(0).max(100),
  articles: z.number().int(),
  findings: z.number().int(),
});
export type CountrySummary = z.infer<typeof countrySummary>;

/** One signal behind a level: an article or an answered request's finding. */
export const countryReason = z.object({
  kind: z.enum(['article', 'finding']),
  id: z.string(),
  title: z.string(),
  level: z.string(),
  at: z.string(),
  /** This signal's share of the score, in points. */
  points: z.number(),
});
export type CountryReason = z.infer<typeof countryReason>;

/** The caller's own requests naming the country (logged-in users only). */
export const countryRequest = z.object({
  incident_id: z.string(),
  query: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const countryDetail = countrySummary.extend({
  reasons: z.array(countryReason),
  latest: z.array(article),
  requests: z.array(countryRequest),
});
export type CountryDetail = z.infer<typeof countryDetail>;

export const countryListSchema = z.object({});
export const countryGetSchema = z.object({ code: countryCode });
export const countryListReply = baseReply.extend({ country: z.array(countrySummary) });
export const countryGetReply = baseReply.extend({ country: countryDetail });

/**
 * Watching a country: news at or above `minLevel` notifies the user, or, with `for_company`, every
 * member of the caller's company (its watchlist, kept by its owners and admins).
 */
export const watchInsertSchema = z.object({
  country: countryCode,
  minLevel: riskLevel.default('High Risk'),
  for_company: z.boolean().optional(),
});
export const watchRemoveSchema = z.object({ watch_id: z.uuid() });
export const watch = z.object({
  watch_id: z.string(),
  country: z.string(),
  name: z.string(),
  minLevel: z.string(),
  /** `company`: on the caller's company's watchlist; `personal`: the caller's own. */
  scope: z.enum(['personal', 'company']),
  /** Whether the caller may remove it (their own, or their company's when they manage it). */
  can_remove: z.boolean(),
});
export type Watch = z.infer<typeof watch>;
export const watchReply = baseReply.extend({ watch });
export const watchListReply = baseReply.extend({
  watch: z.array(watch),
  /** Whether the caller keeps a company watchlist (a company's owner or admin). */
  can_manage_company: z.boolean(),
});

/** A news item that made an assessment stale. */
export const development = z.object({
  articles_id: z.string(),
  title: z.string(),
  url: z.string(),
  publishedAt: z.string(),
  riskLevel: z.string(),
  source: z.object({ name: z.string() }),
});
export type Development = z.infer<typeof development>;
export const developmentsReply = baseReply.extend({ articles: z.array(development) });
