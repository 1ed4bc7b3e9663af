/** The webhooks module's public face: its routes, the delivery job, and how services emit events. */
export { webhookRoutes as webhooksModule, type WebhookOptions } from './webhooks.routes.js';
export { scheduleWebhookDeliveries, deliverWebhook } from './webhook-deliver.js';
export { emitWebhookEvent } from './webhook-emit.js';
export { setWebhookSecret } from './webhook-secret.js';
