import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { flag, id, optionalLine, pageFields, timestamps } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { feedUrl } from './feeds.js';

/**
 * Webhooks (DESIGN section 17, docs/rules/webhooks.md): a company's owners and admins (or the
 * platform's admins, for every company) have events POSTed to their URL, signed as the Standard
 * Webhooks specification says, retried with back-off, with a delivery log.
 */
/** The webhooks' API paths (docs/api.md); apart from API_PATHS, as CHECKIN_PATHS, for the landing page's budget. */
export const WEBHOOK_PATHS = {
  insert: 'webhook/insert',
  list: 'webhook/list',
  update: 'webhook/update',
  remove: 'webhook/remove',
  rotate: 'webhook/rotate',
  test: 'webhook/test',
  deliveries: 'webhook/deliveries',
} as const;

export const WEBHOOK_EVENTS = [
  'request.created',
  'request.answered',
  'request.updated',
  'message.created',
  'alert.created',
  'checkin.responded',
  'trip.pending_approval',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "send test" delivers: never subscribed to, always sent to the one webhook asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  /** Seconds after each failed attempt before the next: 8 attempts in all, about 28 hours. */
  retrySeconds: [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600],
  /** A webhook whose deliveries have failed for this long without a success is switched off. */
  disableAfterHours: 72,
  /** One attempt waits this long for the receiver's answer. */
  timeoutMs: 10_000,
  /** At most this many webhooks per company (or on the platform). */
  perOwner: 50,
} as const;

export const WEBHOOK_MESSAGES = {
  url: MESSAGES.invalidUrl,
  events: 'Please choose at least one event',
  event: 'Please choose events from the list',
} as const;

export const webhookEvent = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.event });

/** Keys in the order the form checks them. */
export const webhookFormSchema = z.object({
  url: feedUrl,
  events: z
    .array(webhookEvent, { error: WEBHOOK_MESSAGES.events })
    .min(1, { error: WEBHOOK_MESSAGES.events })
    .max(WEBHOOK_EVENTS.length, { error: WEBHOOK_MESSAGES.event })
    .transform((events) => [...new Set(events)]),
  description: optionalLine(MAX_LENGTH.name, 'Description').optional(),
});
export type WebhookForm = z.input<typeof webhookFormSchema>;
export type WebhookValues = z.output<typeof webhookFormSchema>;

export const webhookInsertSchema = webhookFormSchema;
export const webhookIdSchema = z.object({ webhook_id: id() });
export const webhookUpdateSchema = webhookFormSchema.extend({
  webhook_id: id(),
  is_active: flag.optional(),
});
export type WebhookUpdateValues = z.output<typeof webhookUpdateSchema>;
export const webhookListSchema = z.object({
  ...pageFields(100, MESSAGES.invalidPaging),
});
export const webhookDeliveriesSchema = z.object({
  webhook_id: id(),
  ...pageFields(100, MESSAGES.invalidPaging),
});

export const WEBHOOK_SCOPES = ['company', 'platform'] as const;

export const webhook = z.object({
  webhook_id: z.string(),
  scope: z.enum(WEBHOOK_SCOPES),
  company_id: z.string().nullable(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string(),
  is_active: z.boolean(),
  /** Why it was switched off by itself (three days of failures), or null. */
  disabled_reason: z.string().nullable(),
  /** The first failure since the last success, or null. */
  failing_since: z.string().nullable(),
  ...timestamps,
});
export type Webhook = z.infer<typeof webhook>;

/** At creation and rotation only: the signing secret, `whsec_` and base64, shown once. */
export const webhookWithSecret = webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDelivery = z.object({
  delivery_id: z.string(),
  webhook_id: z.string(),
  /** The `webhook-id` header: the same on every attempt of one message. */
  message_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far. */
  attempt: z.number().int(),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  attempted_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookReply = replyWith('webhook', webhook);
export const webhookSecretReply = replyWith('webhook', webhookWithSecret);
export const webhookListReply = listReplyWith('webhook', webhook);
export const webhookDeliveryReply = replyWith('delivery', webhookDelivery);
export const webhookDeliveriesReply = listReplyWith('delivery', webhookDelivery);
