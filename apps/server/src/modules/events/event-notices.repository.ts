import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { eventNotices } from '../../db/schema.js';
import { levelRankSql } from './event-level.js';

export type NoticeKind = 'watch' | 'stale';
export interface EventNotice {
  eventId: string;
  kind: NoticeKind;
  targetId: string;
  level: string;
}

/** The notices already given for these events, of one kind. */
export const noticesOfEvents = (db: Database, eventIds: string[], kind: NoticeKind) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          eventId: eventNotices.eventId,
          targetId: eventNotices.targetId,
          level: eventNotices.level,
        })
        .from(eventNotices)
        .where(and(inArray(eventNotices.eventId, eventIds), sql`${eventNotices.kind} = ${kind}`));

/** Records the notices given, in one statement; a stored one keeps the higher level. */
export const saveNotices = async (db: Database, notices: EventNotice[]) => {
  if (notices.length === 0) return;
  await db
    .insert(eventNotices)
    .values(notices)
    .onConflictDoUpdate({
      target: [eventNotices.eventId, eventNotices.kind, eventNotices.targetId],
      set: { level: sql`excluded.level`, updatedAt: sql`now()` },
      setWhere: sql`${levelRankSql(sql.raw('excluded.level'))} < ${levelRankSql(eventNotices.level)}`,
    });
};
