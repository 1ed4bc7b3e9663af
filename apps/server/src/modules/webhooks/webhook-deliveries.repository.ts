import type { WebhookDelivery, WebhookDeliveryStatus } from '@georisk/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { searchPage, type Paging } from '../../db/search.js';
import { webhookDeliveries, webhooks } from '../../db/schema.js';

type Row = typeof webhookDeliveries.$inferSelect;

const deliveryOf = (row: Row): WebhookDelivery => ({
  delivery_id: row.id,
  webhook_id: row.webhookId,
  message_id: row.messageId,
  event: row.event,
  status: row.status as WebhookDeliveryStatus,
  attempt: row.attempts,
  response_code: row.responseCode,
  error: row.error,
  attempted_at: row.attemptedAt ? iso(row.attemptedAt) : null,
  next_attempt_at: row.nextAttemptAt ? iso(row.nextAttemptAt) : null,
  created_at: iso(row.createdAt),
});

export const insertDelivery = async (
  db: Database,
  values: { webhookId: string; messageId: string; event: string; payload: string; at: Date },
) => {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ ...values, nextAttemptAt: values.at, createdAt: values.at })
    .returning();
  return deliveryOf(row!);
};

/** A delivery with what its attempt needs of its webhook (sealed secret, URL, state). */
export const findDeliveryToSend = async (db: Database, id: string) => {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
};

export interface AttemptOutcome {
  status: WebhookDeliveryStatus;
  responseCode: number | null;
  error: string | null;
  at: Date;
  nextAttemptAt: Date | null;
}

/**
 * Records attempt `attempt` of a pending delivery. Only the first to record that attempt wins:
 * a job run twice (a lease that ran out) records nothing the second time and queues nothing.
 */
export const recordAttempt = async (
  db: Database,
  id: string,
  attempt: number,
  outcome: AttemptOutcome,
) => {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts: attempt,
      status: outcome.status,
      responseCode: outcome.responseCode,
      error: outcome.error,
      attemptedAt: outcome.at,
      nextAttemptAt: outcome.nextAttemptAt,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.attempts, attempt - 1),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return row !== undefined;
};

/** After a success: the webhook's failures are forgotten. */
export const markWebhookHealthy = (db: Database, webhookId: string) =>
  db.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, webhookId));

/** After a failure: when the failures began (kept if already failing). */
export const markWebhookFailing = async (db: Database, webhookId: string, at: Date) => {
  const [row] = await db
    .update(webhooks)
    .set({
      failingSince: sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(webhooks.id, webhookId))
    .returning({ failingSince: webhooks.failingSince });
  return row?.failingSince ?? at;
};

/** Switches a webhook off by itself; false when it already was. */
export const disableWebhook = async (db: Database, webhookId: string, reason: string) => {
  const [row] = await db
    .update(webhooks)
    .set({ isActive: false, disabledReason: reason, updatedAt: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.isActive, true)))
    .returning({ id: webhooks.id });
  return row !== undefined;
};

export const listDeliveries = (db: Database, webhookId: string, paging: Paging) => {
  const of = eq(webhookDeliveries.webhookId, webhookId);
  return searchPage(
    { counting: db.select({ n: count() }).from(webhookDeliveries).where(of), paging },
    (total, page) =>
      db
        .select({ row: webhookDeliveries, total })
        .from(webhookDeliveries)
        .where(of)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(page.limit)
        .offset(page.offset),
    ({ row }) => deliveryOf(row),
  );
};
