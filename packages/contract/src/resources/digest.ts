import { z } from 'zod';
import { replyWith } from '../envelope.js';

/**
 * Digest e-mails (docs/rules/digests.md): a person's daily or weekly summary of their watched
 * countries' changes, new alerts and request updates, with a one-click unsubscribe link.
 * Its paths live here, not in API_PATHS: the landing page's bundle carries api-paths whole.
 */
export const DIGEST_PATHS = {
  send: 'digest/send',
  unsubscribe: 'digest/unsubscribe',
} as const;

/** The profile's choice; `off` sends nothing. */
export const DIGEST_CHOICES = ['off', 'daily', 'weekly'] as const;
export type DigestChoice = (typeof DIGEST_CHOICES)[number];
export const DIGEST_PERIODS = ['daily', 'weekly'] as const;
export type DigestPeriod = (typeof DIGEST_PERIODS)[number];

export const DIGEST_CHOICE_LABELS: Record<DigestChoice, string> = {
  off: 'No digest',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

export const DIGEST_MESSAGES = {
  choice: 'Please choose no digest, daily or weekly',
  period: 'Please choose the period: daily or weekly',
  sent: 'Digests sent',
  token: 'This unsubscribe link is not valid',
  unsubscribed: 'You will receive no more digest e-mails',
  alreadyOff: 'Digest e-mails were already off',
} as const;

export const digestChoice = z.enum(DIGEST_CHOICES, { error: DIGEST_MESSAGES.choice });
export const digestPeriod = z.enum(DIGEST_PERIODS, { error: DIGEST_MESSAGES.period });

/** `digest/send` (admins): sends the digests of the period that are due now, at once. */
export const digestSendSchema = z.object({ period: digestPeriod });
export const digestSendReply = replyWith(
  'digest',
  z.object({ period: digestPeriod, sent: z.number().int(), skipped: z.number().int() }),
);

/**
 * `digest/unsubscribe`: the token is in the link's query (RFC 8058 posts the form body
 * `List-Unsubscribe=One-Click` to the link as it stands); a JSON body may carry it instead.
 */
export const digestUnsubscribeQuery = z.object({
  token: z
    .string({ error: DIGEST_MESSAGES.token })
    .max(2000, { error: DIGEST_MESSAGES.token })
    .optional(),
});
export const digestUnsubscribeSchema = z.object({
  token: z
    .string({ error: DIGEST_MESSAGES.token })
    .max(2000, { error: DIGEST_MESSAGES.token })
    .optional(),
  'List-Unsubscribe': z.string().max(100).optional(),
});
export const digestUnsubscribeReply = replyWith(
  'digest',
  z.object({ digest: digestChoice, changed: z.boolean() }),
);
