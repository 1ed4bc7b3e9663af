import type { Notification, NotificationKind } from '@georisk/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications } from '../../db/schema.js';
import { iso } from '../../db/dates.js';
import { searchPage, type Paging } from '../../db/search.js';
import type { Page } from '../../domain/crud.js';

export interface NotificationValues {
  userId: string;
  kind: NotificationKind;
  text: string;
  incidentId?: string;
  articlesId?: string;
  country?: string;
}

export const insertNotifications = async (tx: Database, values: NotificationValues[]) => {
  if (values.length > 0) await tx.insert(notifications).values(values);
};

const mine = (userId: string, unreadOnly: boolean) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

/** `select count(*)` of the caller's unread notifications, embeddable in another statement. */
const unreadCount = (db: Database, userId: string) =>
  db.select({ n: count() }).from(notifications).where(mine(userId, true));

/** One statement: a page of the user's notifications, newest first, the total and the unread count. */
export const listNotifications = async (
  db: Database,
  userId: string,
  filter: Paging & { unreadOnly: boolean },
): Promise<Page<Notification> & { unread: number }> => {
  const unread = sql<number>`(${unreadCount(db, userId)})`.mapWith(Number);
  let unreadSeen: number | undefined;
  const page = await searchPage(
    {
      counting: db
        .select({ n: count() })
        .from(notifications)
        .where(mine(userId, filter.unreadOnly)),
      paging: filter,
    },
    (total, { limit, offset }) =>
      db
        .select({
          notification_id: notifications.id,
          kind: notifications.kind,
          incident_id: notifications.incidentId,
          articles_id: notifications.articlesId,
          country: notifications.country,
          text: notifications.text,
          created_at: notifications.createdAt,
          read_at: notifications.readAt,
          unread,
          total,
        })
        .from(notifications)
        .where(mine(userId, filter.unreadOnly))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
    ({ unread: count, ...row }) => {
      unreadSeen = count;
      return {
        ...row,
        kind: row.kind as NotificationKind,
        created_at: iso(row.created_at),
        read_at: row.read_at ? iso(row.read_at) : null,
      };
    },
  );
  return { ...page, unread: unreadSeen ?? (await countUnread(db, userId)) };
};

export const countUnread = async (db: Database, userId: string): Promise<number> => {
  const [row] = await unreadCount(db, userId);
  return Number(row?.n ?? 0);
};

/** Marks one of the user's notifications (or all of them) read; false when it is not theirs. */
/** The reader's unread `message` notifications about one request, read with the thread. */
export const markIncidentMessagesRead = (db: Database, userId: string, incidentId: string) =>
  db
    .update(notifications)
    .set({ readAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.incidentId, incidentId),
        eq(notifications.kind, 'message'),
        isNull(notifications.readAt),
      ),
    );

export const markRead = async (db: Database, userId: string, notificationId?: string) => {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        notificationId ? eq(notifications.id, notificationId) : isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0 || notificationId === undefined;
};
