import type { NotificationRead } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { notFound, success, type Result } from '../../domain/result.js';
import { enqueueUpdateMail, type UpdateMail } from '../../mail/coalesced-mail.js';
import type { UserCaller } from '../../domain/caller.js';
import { NOTIFICATION_MESSAGES as M } from './notification.messages.js';
import {
  countUnread,
  insertNotifications,
  listNotifications,
  markRead,
  type NotificationValues,
} from './notification.repository.js';

/** A notification for one user about one request, and optionally the e-mail that goes with it. */
export interface Notice extends NotificationValues {
  mail?: UpdateMail;
}

/**
 * Call inside the transaction that makes the change, so the notification and its e-mail exist
 * exactly when the change does. The caller kicks the mailer after the commit. Every notification
 * is kept; the e-mails to one person about one request are coalesced (mail/coalesced-mail.ts).
 */
export const notify = async (tx: Database, ...notices: Notice[]): Promise<void> => {
  await insertNotifications(
    tx,
    notices.map(({ mail: _mail, ...values }) => values),
  );
  for (const { mail, userId, incidentId } of notices) {
    if (mail && incidentId) await enqueueUpdateMail(tx, { userId, incidentId }, mail);
  }
};

export const notificationsOf = (
  db: Database,
  caller: UserCaller,
  input: { unread_only?: boolean; limit?: number; offset?: number },
) =>
  listNotifications(db, caller.userId, {
    unreadOnly: input.unread_only ?? false,
    limit: input.limit,
    offset: input.offset,
  });

/** Only the caller's own notifications: someone else's reads as not found. */
export const readNotifications = async (
  db: Database,
  caller: UserCaller,
  input: NotificationRead,
): Promise<Result<number>> => {
  const id = 'notification_id' in input ? input.notification_id : undefined;
  if (!(await markRead(db, caller.userId, id))) return notFound(M.notFound);
  return success(await countUnread(db, caller.userId));
};
