import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { countryCode } from '../countries-field.js';
import { id, pageFields } from '../fields.js';
import { PAGE } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { articleCard, riskLevel } from './articles.js';

/**
 * One happening that several articles tell (docs/rules/news.md, "Events"): its first article's
 * title, the highest level of its articles, where it happens, when it was first and last seen,
 * and its live articles (its sources), newest first.
 */
export const eventSource = articleCard.extend({
  /** unverified, confirmed or disputed (docs/rules/news.md, "Reliability"). */
  verification: z.string(),
});
export type EventSource = z.infer<typeof eventSource>;

export const newsEvent = z.object({
  event_id: z.string(),
  title: z.string(),
  level: z.string(),
  countries: z.array(z.string()),
  places: z.array(
    z.object({ name: z.string(), country: z.string(), lat: z.number(), lon: z.number() }),
  ),
  first_seen: z.string(),
  last_seen: z.string(),
  sources: z.array(eventSource),
  /** Its first live article, as the landing's card shows it (docs/rules/news.md). */
  lead: z.object({ url: z.string(), emoji: z.string(), excerpt: z.string() }),
});
export type NewsEvent = z.infer<typeof newsEvent>;

/** `event/list`: the latest events first; `country` keeps those of one country. */
export const eventListSchema = z.object({
  ...pageFields(PAGE.maxLimit, MESSAGES.invalidPaging),
  country: countryCode.optional(),
  riskLevel: riskLevel.optional(),
});
export type EventList = z.input<typeof eventListSchema>;
export const eventIdSchema = z.object({ event_id: id() });
export const eventListReply = listReplyWith('event', newsEvent);
export const eventReply = replyWith('event', newsEvent);
