import type { WebhookEvent } from '@georisk/contract';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { enqueueJob } from '../../jobs/index.js';
import { insertDelivery } from './webhook-deliveries.repository.js';
import { subscribedWebhooks } from './webhooks.repository.js';

/**
 * Writes one message to one webhook and queues its first attempt, in the caller's transaction:
 * the message exists if and only if the change it reports does. The body is fixed here
 * (`{type, timestamp, data}`, as the Standard Webhooks specification suggests) and sent the same
 * on every attempt, under one `webhook-id`.
 */
export const queueDelivery = async (
  tx: Database,
  webhookId: string,
  event: string,
  data: object,
  at = new Date(),
) => {
  const payload = JSON.stringify({ type: event, timestamp: at.toISOString(), data });
  const delivery = await insertDelivery(tx, {
    webhookId,
    messageId: `msg_${randomUUID().replaceAll('-', '')}`,
    event,
    payload,
    at,
  });
  await enqueueJob(tx, 'webhook-deliver', { delivery_id: delivery.delivery_id });
  return delivery;
};

/**
 * Reports an event to the webhooks that asked for it: `companyId`'s own and the platform's
 * (a personal record's events, companyId null, reach the platform's only). Call it inside the
 * transaction of the change; the `webhook-deliver` job does the HTTP (docs/rules/webhooks.md).
 */
export const emitWebhookEvent = async (
  tx: Database,
  companyId: string | null,
  event: WebhookEvent,
  data: object,
): Promise<number> => {
  const targets = await subscribedWebhooks(tx, companyId, event);
  const at = new Date();
  for (const { id } of targets) await queueDelivery(tx, id, event, data, at);
  return targets.length;
};
