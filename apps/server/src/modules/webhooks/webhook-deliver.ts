import { WEBHOOK_LIMITS } from '@georisk/contract';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { enqueueJob, type JobRunner } from '../../jobs/index.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notification/index.js';
import {
  disableWebhook,
  findDeliveryToSend,
  markWebhookFailing,
  markWebhookHealthy,
  recordAttempt,
  type AttemptOutcome,
} from './webhook-deliveries.repository.js';
import { openSecret } from './webhook-secret.js';
import { sendSigned, type SendOutcome } from './webhook-send.js';
import { webhookKeepers } from './webhooks.repository.js';
import { WEBHOOK_TEXTS as M } from './webhooks.messages.js';
import { inTransaction } from '../../db/transaction.js';

export interface DeliverDeps {
  db: Database;
  /** FEEDS_ALLOW_PRIVATE: plain http and private or loopback receivers too (tests, local use). */
  allowPrivate: boolean;
}

const HOUR_MS = 3_600_000;
const jobData = z.object({ delivery_id: z.string().uuid() });

/** When the attempt after attempt `made` (1-based) is due, or null after the last. */
export const nextAttemptAfter = (made: number, at: Date): Date | null => {
  const seconds = WEBHOOK_LIMITS.retrySeconds[made - 1];
  return seconds === undefined ? null : new Date(at.getTime() + seconds * 1000);
};

const outcomeOf = (sent: SendOutcome, attempt: number, at: Date): AttemptOutcome => {
  if (sent.ok) return { ...sent, status: 'succeeded', at, nextAttemptAt: null };
  const nextAttemptAt = nextAttemptAfter(attempt, at);
  return { ...sent, status: nextAttemptAt ? 'pending' : 'failed', at, nextAttemptAt };
};

/** Three days of failures without a success switch the webhook off and tell its keepers. */
const afterFailure = async (
  tx: Database,
  webhook: { id: string; companyId: string | null; url: string },
  at: Date,
) => {
  const failingSince = await markWebhookFailing(tx, webhook.id, at);
  if (at.getTime() - failingSince.getTime() < WEBHOOK_LIMITS.disableAfterHours * HOUR_MS) return;
  if (!(await disableWebhook(tx, webhook.id, M.disabledReason))) return;
  await recordAudit(
    tx,
    { userId: null, ip: null },
    {
      action: 'webhook.disable',
      target: { kind: 'webhook', id: webhook.id },
      detail: { url: webhook.url },
      companyId: webhook.companyId,
    },
  );
  const keepers = await webhookKeepers(tx, webhook.companyId);
  await notify(
    tx,
    ...keepers.map((userId) => ({
      userId,
      kind: 'webhook' as const,
      text: M.disabledNotice(webhook.url),
    })),
  );
};

/**
 * One attempt of one delivery at `now` (docs/rules/webhooks.md): POST it, then record the outcome
 * and, after a failure, queue the next attempt on the back-off, in one transaction. A delivery
 * already settled, not yet due, or whose webhook is gone or switched off is not sent.
 */
export const deliverWebhook = async (deps: DeliverDeps, deliveryId: string, now = new Date()) => {
  const found = await findDeliveryToSend(deps.db, deliveryId);
  if (!found || found.delivery.status !== 'pending') return 'skipped';
  const { delivery, webhook } = found;
  if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now.getTime() + 1000) {
    return 'skipped';
  }
  const attempt = delivery.attempts + 1;
  if (webhook.isDeleted || !webhook.isActive) {
    const off = { ok: false, responseCode: null, error: M.switchedOff };
    await recordAttempt(deps.db, delivery.id, attempt, {
      ...off,
      status: 'failed',
      at: now,
      nextAttemptAt: null,
    });
    return 'failed';
  }
  const sent = await sendSigned(
    {
      url: webhook.url,
      messageId: delivery.messageId,
      payload: delivery.payload,
      secret: openSecret(webhook.secret),
      at: now,
    },
    { allowPrivate: deps.allowPrivate },
  );
  const outcome = outcomeOf(sent, attempt, now);
  await inTransaction(deps.db, async (tx) => {
    if (!(await recordAttempt(tx, delivery.id, attempt, outcome))) return;
    if (sent.ok) return markWebhookHealthy(tx, webhook.id);
    if (outcome.nextAttemptAt) {
      await enqueueJob(
        tx,
        'webhook-deliver',
        { delivery_id: delivery.id },
        { startAfter: outcome.nextAttemptAt.toISOString() },
      );
    }
    await afterFailure(tx, webhook, now);
  });
  return outcome.status;
};

/** The deliveries on the one job runner (jobs/): a few at once, each within its own lease. */
export const scheduleWebhookDeliveries = (jobs: JobRunner, deps: DeliverDeps) => {
  jobs.handle(
    'webhook-deliver',
    async (data) => {
      const parsed = jobData.safeParse(data);
      if (parsed.success) await deliverWebhook(deps, parsed.data.delivery_id);
    },
    { batch: 4 },
  );
};
