import { MAX_LENGTH } from '@georisk/contract';
import { XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import { FeedError } from './feed-error.js';
import { htmlToText } from './html-text.js';

export interface FeedItem {
  title: string;
  url: string;
  publishedAt: Date;
  content: string;
}

/** Enough for any real news feed; bounds the work one poll can cause. */
const MAX_ITEMS = 200;

interface RawItem {
  title?: string;
  link?: string;
  date?: string;
  html?: string;
}

/** Relative links are resolved against the feed; anything that is not http(s) is skipped. */
const absoluteHttpUrl = (link: string | undefined, base: string): string | undefined => {
  if (!link) return undefined;
  try {
    const url = new URL(link.trim(), base);
    const ok =
      (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= MAX_LENGTH.url;
    return ok ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/** An item without a date is news now; a date in the future cannot pin it to the top. */
const dateOf = (value: string | undefined, now: Date): Date => {
  const parsed = value ? new Date(value) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime())) return now;
  return parsed > now ? now : parsed;
};

const rawItems = (xml: string): RawItem[] => {
  const parsed = parseFeed(xml);
  switch (parsed.format) {
    case 'rss':
      return (parsed.feed.items ?? []).map((item) => ({
        title: item.title,
        link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
        date: item.pubDate ?? item.dc?.dates?.[0],
        html: item.content?.encoded ?? item.description,
      }));
    case 'atom':
      return (parsed.feed.entries ?? []).map((entry) => {
        const links = entry.links ?? [];
        const link = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
        return {
          title: entry.title?.value,
          link: link?.href,
          date: entry.published ?? entry.updated,
          html: entry.content?.value ?? entry.summary?.value,
        };
      });
    case 'rdf':
      return (parsed.feed.items ?? []).map((item) => ({
        title: item.title,
        link: item.link,
        date: item.dc?.dates?.[0],
        html: item.description,
      }));
    default:
      throw new FeedError('Not an RSS or Atom feed');
  }
};

/**
 * Items of an RSS 2.0 / Atom (or RDF) document. The XML must be well-formed: the feed library
 * forgives broken markup, but a truncated or garbled feed should fail as a whole, not half-import.
 */
export const parseFeedItems = (xml: string, feedUrl: string, now = new Date()): FeedItem[] => {
  if (XMLValidator.validate(xml) !== true) throw new FeedError('The feed is not well-formed XML');
  let raw: RawItem[];
  try {
    raw = rawItems(xml);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError('Not an RSS or Atom feed');
  }
  const items: FeedItem[] = [];
  for (const entry of raw.slice(0, MAX_ITEMS)) {
    const title = htmlToText(entry.title ?? '', MAX_LENGTH.title);
    const url = absoluteHttpUrl(entry.link, feedUrl);
    if (!title || !url) continue;
    const content = htmlToText(entry.html ?? '', MAX_LENGTH.content) || title;
    items.push({ title, url, publishedAt: dateOf(entry.date, now), content });
  }
  return items;
};
