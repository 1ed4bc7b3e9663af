import { WEBHOOK_LIMITS } from '@georisk/contract';

/** The webhooks module's replies and refusals (docs/rules/webhooks.md). */
export const WEBHOOK_TEXTS = {
  webhook: 'Webhook',
  added: 'Webhook added. Copy its signing secret now: it is shown only once.',
  updated: 'Webhook saved.',
  removed: 'Webhook removed.',
  rotated:
    'New signing secret made. Copy it now: it is shown only once; the old one no longer signs.',
  testQueued: 'Test event queued: it appears in the delivery log once sent.',
  listed: 'Webhooks found.',
  deliveries: 'Deliveries found.',
  httpsOnly: 'Webhook URLs must use https',
  privateTarget: (host: string) =>
    `Refused: ${host} is a private or local address; webhooks go to public addresses only`,
  unresolved: (host: string) => `Could not find the host ${host}`,
  tooMany: `At most ${WEBHOOK_LIMITS.perOwner} webhooks`,
  switchedOff: 'The webhook is switched off',
  disabledReason: `Deliveries failed for ${WEBHOOK_LIMITS.disableAfterHours / 24} days without a success`,
  disabledNotice: (url: string) =>
    `Webhook ${url} was switched off: its deliveries failed for ${WEBHOOK_LIMITS.disableAfterHours / 24} days. Fix the receiver, then switch it on again.`,
} as const;
