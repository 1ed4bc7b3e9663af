import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../constants.js';
import { baseReply, listReplyWith } from '../envelope.js';
import { flag, id, paging } from '../fields.js';
import { MESSAGES } from '../messages.js';

/** The caller's own notifications, newest first. */
export const notificationListSchema = z.object({
  unread_only: flag.optional(),
  limit: paging.limit,
  offset: paging.offset,
});
export type NotificationListInput = z.input<typeof notificationListSchema>;

/** Marks one notification, or every one (`all: true`), as read. */
export const notificationReadSchema = z.union(
  [z.object({ notification_id: id() }), z.object({ all: z.literal(true) })],
  { error: MESSAGES.invalidNotificationRead },
);
export type NotificationRead = z.input<typeof notificationReadSchema>;

export const notificationKind = z.enum(NOTIFICATION_KINDS);

/** Every notification links to its request, article or country. */
export const notification = z.object({
  notification_id: z.string(),
  kind: notificationKind,
  incident_id: z.string().nullable(),
  articles_id: z.string().nullable(),
  country: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** `unread` counts every unread notification of the caller, whatever the page. */
export const notificationListReply = listReplyWith('notification', notification).extend({
  unread: z.number().int(),
});
export const notificationReadReply = baseReply.extend({ unread: z.number().int() });
