import {
  baseReply,
  WEBHOOK_PATHS,
  webhookDeliveriesReply,
  webhookDeliveriesSchema,
  webhookDeliveryReply,
  webhookIdSchema,
  webhookInsertSchema,
  webhookListReply,
  webhookListSchema,
  webhookReply,
  webhookSecretReply,
  webhookUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { WEBHOOK_TEXTS as M } from './webhooks.messages.js';
import {
  addWebhook,
  changeWebhook,
  deleteWebhook,
  deliveriesOf,
  rotateWebhookSecret,
  sendTestEvent,
  webhooksOf,
} from './webhooks.service.js';

export interface WebhookOptions {
  /** FEEDS_ALLOW_PRIVATE: plain http and private or loopback receivers too (tests, local use). */
  allowPrivate?: boolean;
  /** Starts a queued delivery now rather than at the job runner's next poll. */
  kick?: () => void;
}

/** Webhooks of a company or of the platform (docs/rules/webhooks.md). */
export const webhookRoutes =
  (options: WebhookOptions = {}) =>
  async (app: FastifyInstance) => {
    const route = postRoutes(app, ['webhook']);
    const listRoute = pageRoutes(route);
    const db = app.database.db;
    const rules = { allowPrivate: options.allowPrivate ?? false };
    const paths = WEBHOOK_PATHS;

    route(
      paths.insert,
      {
        access: 'user',
        summary: 'Add a webhook (https, public address); its signing secret is in this reply only',
        body: webhookInsertSchema,
        reply: webhookSecretReply,
      },
      async (request) => {
        const webhook = await addWebhook(db, userOf(request), request.body, rules);
        return ok(M.added, { webhook: valueOrHttpError(webhook) });
      },
    );
    listRoute(
      paths.list,
      {
        access: 'user',
        summary: "The caller's company's webhooks (the platform's for an admin), newest first",
        body: webhookListSchema,
        reply: webhookListReply,
        key: 'webhook',
        message: M.listed,
      },
      (request) => webhooksOf(db, userOf(request), request.body),
    );
    route(
      paths.update,
      {
        access: 'user',
        summary: 'Change a webhook, or switch it off or on',
        body: webhookUpdateSchema,
        reply: webhookReply,
      },
      async (request) => {
        const webhook = await changeWebhook(db, userOf(request), request.body, rules);
        return ok(M.updated, { webhook: valueOrHttpError(webhook) });
      },
    );
    route(
      paths.remove,
      { access: 'user', summary: 'Remove a webhook', body: webhookIdSchema, reply: baseReply },
      async (request) => {
        valueOrHttpError(await deleteWebhook(db, userOf(request), request.body.webhook_id));
        return ok(M.removed);
      },
    );
    route(
      paths.rotate,
      {
        access: 'user',
        summary: 'A new signing secret (in this reply only)',
        body: webhookIdSchema,
        reply: webhookSecretReply,
      },
      async (request) => {
        const webhook = await rotateWebhookSecret(db, userOf(request), request.body.webhook_id);
        return ok(M.rotated, { webhook: valueOrHttpError(webhook) });
      },
    );
    route(
      paths.test,
      {
        access: 'user',
        summary: 'Send a webhook.test event to this webhook',
        body: webhookIdSchema,
        reply: webhookDeliveryReply,
      },
      async (request) => {
        const delivery = valueOrHttpError(
          await sendTestEvent(db, userOf(request), request.body.webhook_id),
        );
        options.kick?.();
        return ok(M.testQueued, { delivery });
      },
    );
    route(
      paths.deliveries,
      {
        access: 'user',
        summary: "A webhook's delivery log, newest first",
        body: webhookDeliveriesSchema,
        reply: webhookDeliveriesReply,
      },
      async (request) => {
        const { webhook_id: id, ...paging } = request.body;
        const page = valueOrHttpError(await deliveriesOf(db, userOf(request), id, paging));
        return ok(M.deliveries, { delivery: page.rows, total: page.total });
      },
    );
  };
