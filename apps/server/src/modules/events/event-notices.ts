import type { Database } from '../../db/database.js';
import { levelRank } from './event-level.js';
import {
  noticesOfEvents,
  saveNotices,
  type EventNotice,
  type NoticeKind,
} from './event-notices.repository.js';

/** Decides, for one sweep's batch, which of its notices an event has not given yet. */
export interface EventNoticeGate {
  /** True (and remembered) when the event has not told this target at this level or higher. */
  tells(eventId: string | null, targetId: string, level: string): boolean;
  /** Stores what was told (call before the batch's transaction commits). */
  save(): Promise<void>;
}

/**
 * Once per event, and again only on a rise (docs/rules/news.md, "Events"): reads what the
 * batch's events told before (one statement), answers in the batch's order, writes once. An
 * article without an event is always told.
 */
export const eventNoticeGate = async (
  db: Database,
  kind: NoticeKind,
  eventIds: string[],
): Promise<EventNoticeGate> => {
  const told = new Map<string, EventNotice>();
  for (const row of await noticesOfEvents(db, [...new Set(eventIds)], kind))
    told.set(`${row.eventId} ${row.targetId}`, { ...row, kind });
  const changed = new Map<string, EventNotice>();
  return {
    tells(eventId, targetId, level) {
      if (!eventId) return true;
      const key = `${eventId} ${targetId}`;
      const before = told.get(key);
      if (before && levelRank(before.level) <= levelRank(level)) return false;
      const notice = { eventId, kind, targetId, level };
      told.set(key, notice);
      changed.set(key, notice);
      return true;
    },
    save: () => saveNotices(db, [...changed.values()]),
  };
};
