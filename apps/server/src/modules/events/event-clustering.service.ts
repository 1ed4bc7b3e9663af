import { randomUUID } from 'node:crypto';
import type { ArticlePlace } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { higherLevel } from './event-level.js';
import {
  EVENT_WINDOW_HOURS,
  mergeEvents,
  recentEventMembers,
  setArticleEvents,
  type EventMember,
  type EventPart,
} from './event-clusters.repository.js';
import { placeKey, sameHappening, type Located } from './event-similarity.js';
import { headlineWords, wordSimilarity } from './headline-words.js';

/** What clustering reads of an article the news sweep claimed. */
export interface ClusteredArticle {
  id: string;
  title: string;
  riskLevel: string;
  countries: string[];
  places: ArticlePlace[];
  publishedAt: Date;
  /** Its event when it has one already (it keeps it). */
  eventId: string | null;
}

const WINDOW_MS = EVENT_WINDOW_HOURS * 60 * 60 * 1000;
const locate = (words: string[], article: Pick<EventMember, 'countries' | 'places'>): Located => ({
  words,
  countries: article.countries,
  places: article.places.map(placeKey),
});
const distinct = <T>(items: T[]) => [...new Set(items)];
const distinctPlaces = (places: ArticlePlace[]) => [
  ...new Map(places.map((place) => [placeKey(place), place])).values(),
];

/** The member most like the article among those of events still open at its time, if any. */
const bestMatch = (article: Located, at: Date, members: EventMember[]) => {
  let best: { eventId: string; similarity: number } | null = null;
  for (const member of members) {
    if (at.getTime() - member.lastSeen.getTime() > WINDOW_MS) continue;
    const other = locate(member.words, member);
    if (!sameHappening(article, other)) continue;
    const similarity = wordSimilarity(article.words, other.words);
    if (!best || similarity > best.similarity) best = { eventId: member.eventId, similarity };
  }
  return best?.eventId ?? null;
};

const partOf = (article: ClusteredArticle, eventId: string): EventPart => ({
  id: eventId,
  title: article.title,
  level: article.riskLevel,
  countries: article.countries,
  places: article.places,
  placeKeys: article.places.map(placeKey),
  firstSeen: article.publishedAt,
  lastSeen: article.publishedAt,
});

const widen = (part: EventPart, article: ClusteredArticle): EventPart => ({
  ...part,
  level: higherLevel(part.level, article.riskLevel),
  countries: distinct([...part.countries, ...article.countries]),
  places: distinctPlaces([...part.places, ...article.places]),
  placeKeys: distinct([...part.placeKeys, ...article.places.map(placeKey)]),
  firstSeen: article.publishedAt < part.firstSeen ? article.publishedAt : part.firstSeen,
  lastSeen: article.publishedAt > part.lastSeen ? article.publishedAt : part.lastSeen,
});

/**
 * Puts each article of a claimed batch into an event (docs/rules/news.md, "Events"), in the
 * batch's order: the event of the most similar article of the last 72 hours sharing a country or
 * a place (an earlier article of the same batch included), or a new event of its own. Three
 * statements for the whole batch: the candidates, the events, the articles. Returns each
 * article's event.
 */
export const clusterIntoEvents = async (
  db: Database,
  batch: ClusteredArticle[],
): Promise<Map<string, string>> => {
  const eventOf = new Map<string, string>();
  const fresh = batch.filter((article) => {
    if (article.eventId) eventOf.set(article.id, article.eventId);
    return !article.eventId;
  });
  if (fresh.length === 0) return eventOf;
  const earliest = Math.min(...fresh.map((article) => article.publishedAt.getTime()));
  const members = await recentEventMembers(db, {
    countries: distinct(fresh.flatMap((article) => article.countries)),
    placeKeys: distinct(fresh.flatMap((article) => article.places.map(placeKey))),
    since: new Date(earliest - WINDOW_MS),
  });
  const parts = new Map<string, EventPart>();
  const written: { id: string; eventId: string; words: string[] }[] = [];
  for (const article of fresh) {
    const words = headlineWords(article.title);
    const eventId = bestMatch(locate(words, article), article.publishedAt, members) ?? randomUUID();
    const known = parts.get(eventId);
    // A known event's share starts from this article; the database merges it with the rest.
    parts.set(eventId, known ? widen(known, article) : partOf(article, eventId));
    members.push({ ...article, eventId, lastSeen: article.publishedAt, words });
    written.push({ id: article.id, eventId, words });
    eventOf.set(article.id, eventId);
  }
  await mergeEvents(db, [...parts.values()]);
  await setArticleEvents(db, written);
  return eventOf;
};
