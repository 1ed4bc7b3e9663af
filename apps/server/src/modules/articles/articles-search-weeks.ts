import { sql, type SQL } from 'drizzle-orm';
import { articles } from '../../db/schema.js';

/**
 * The tiers of weeks a search reads, newest first (docs/rules/news.md, "The window"): this week
 * and the last (and any later one, for an article dated ahead), then 2 weeks back, 3-4, 5-8, 9-16,
 * 17-32 and 33-64; after them every older week at once. A common word fills the window from the
 * first tiers; each tier reads, through the GIN index on (search, published_week), only its weeks'
 * matches, and doubling keeps what the last tier reads past the window to about the window.
 */
export const SEARCH_TIERS = [1, 2, 4, 8, 16, 32, 64];

/** A week as `articles.published_week` counts it: UTC days since 1970-01-01, divided by 7. */
const weekOf = (at: SQL) => sql`(((${at}) at time zone 'UTC')::date - date '1970-01-01') / 7`;
const thisWeek = weekOf(sql`now()`);
const lastWeek = weekOf(
  sql`select ${articles.publishedAt} from ${articles} where ${articles.isDeleted} = false
    order by ${articles.publishedAt} desc limit 1`,
);
const int = (n: number) => sql.raw(String(n));

const rows = SEARCH_TIERS.map((back, i) => {
  const newest = i === 0 ? sql`greatest(this_week, coalesce(${lastWeek}, this_week))` : sql`this_week - ${int(SEARCH_TIERS[i - 1]! + 1)}`;
  return sql`(${int(i + 1)}, this_week - ${int(back)}, ${newest})`;
}); // prettier-ignore

/** `tiers (n, weeks int[])`, a FROM item: one row per tier, newest first. */
export const weekTiers = sql`(select tier.n, array(select generate_series(tier.first, tier.last)) as weeks
  from (select ${thisWeek} as this_week) now_week
  cross join lateral (values ${sql.join(rows, sql`, `)}) as tier(n, first, last)
  order by tier.n) as tiers`;

/** The article is in the tier of the row of `weekTiers` at hand. */
export const inTier = sql`${articles.publishedWeek} && tiers.weeks`;

/** The article is older than every tier. */
export const beforeTiers = sql`${articles.publishedWeek}[1] < ${thisWeek} - ${int(SEARCH_TIERS.at(-1)!)}`;
