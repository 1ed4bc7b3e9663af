import {
  API_PATHS,
  notificationListReply,
  notificationListSchema,
  notificationReadReply,
  notificationReadSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { NOTIFICATION_MESSAGES as M } from './notification.messages.js';
import { notificationsOf, readNotifications } from './notification.service.js';

/** Every user's own notifications (docs/rules/incidents.md#notifications). */
export const notificationRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['notification']);
  const db = app.database.db;

  route(
    API_PATHS.notification.list,
    {
      access: 'user',
      summary: 'Your notifications, newest first, with the unread count',
      body: notificationListSchema,
      reply: notificationListReply,
    },
    async (request) => {
      const page = await notificationsOf(db, userOf(request), request.body);
      return ok(M.listed, { notification: page.rows, total: page.total, unread: page.unread });
    },
  );

  route(
    API_PATHS.notification.read,
    {
      access: 'user',
      summary: 'Mark one notification, or all of yours, as read',
      body: notificationReadSchema,
      reply: notificationReadReply,
    },
    async (request) =>
      ok(M.read, {
        unread: valueOrHttpError(await readNotifications(db, userOf(request), request.body)),
      }),
  );
};
