import type { Database } from '../../db/database.js';
import { matchExposure, matchTrips, type MatchableArticle } from '../exposure-alerts/index.js';

/** A live article the news sweep claimed, as every matcher reads it. */
export type SweptArticle = MatchableArticle & { publishedAt: Date };

/**
 * Matches a claimed batch of live articles against what customers keep on the map, inside the
 * batch's transaction (a crash rolls the batch back and the next sweep takes it again). A matcher
 * makes each of its alerts once, whatever runs again or at once (a unique index).
 */
export type ArticleMatcher = (
  db: Database,
  batch: SweptArticle[],
  publicUrl: string,
) => Promise<unknown>;

/**
 * What each batch of new news is matched against, in order (docs/rules/exposure.md): branches,
 * then travellers' stops under way. A new kind of located alert is one more line here.
 */
export const ARTICLE_MATCHERS: readonly ArticleMatcher[] = [matchExposure, matchTrips];
