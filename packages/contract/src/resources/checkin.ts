import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, optionalText, paging } from '../fields.js';

/**
 * "Are you safe?" check-ins (DESIGN section 14, docs/rules/checkins.md): a company's owners and
 * admins (or a solo customer) ask travellers by country, near an event or by name; each answers
 * through a signed link mailed to them, without logging in.
 */
/**
 * The check-ins' API paths (docs/api.md). They live here rather than in API_PATHS on purpose:
 * the landing page's bundle carries the api-paths module whole and is at its byte budget, while
 * only the (lazy) check-in screens need these.
 */
export const CHECKIN_PATHS = {
  insert: 'checkin/insert',
  get: 'checkin/get',
  list: 'checkin/list',
  close: 'checkin/close',
  export: 'checkin/export',
  respond: 'checkin/respond',
} as const;

export const CHECKIN_TARGETS = ['country', 'event', 'travellers'] as const;
export type CheckinTarget = (typeof CHECKIN_TARGETS)[number];
export const CHECKIN_ANSWERS = ['safe', 'help'] as const;
export type CheckinAnswer = (typeof CHECKIN_ANSWERS)[number];
export const CHECKIN_STATUSES = ['open', 'closed'] as const;

export const CHECKIN_LIMITS = {
  /** A link works this long after the check-in starts. */
  linkHours: 72,
  /** How far from an event's place a traveller's current stop may be. */
  nearbyKm: 100,
  /** At most this many reminders per traveller. */
  reminders: 3,
  /** At most this many travellers chosen by name. */
  travellers: 500,
} as const;

export const CHECKIN_ANSWER_LABELS: Record<CheckinAnswer, string> = {
  safe: 'I am safe',
  help: 'I need help',
};

export const CHECKIN_CSV_COLUMNS = [
  'traveller',
  'email',
  'answer',
  'answered_at',
  'note',
  'reminders_sent',
] as const;

export const CHECKIN_MESSAGES = {
  by: 'Please choose whom to ask: travellers in a country, near an event, or chosen travellers',
  country: 'Please choose the country',
  event: 'Please choose the event',
  travellers: 'Please choose at least one traveller',
  tooManyTravellers: `Please choose at most ${CHECKIN_LIMITS.travellers} travellers`,
  token: 'This link is not valid. Please open the link from your e-mail again',
  answer: 'Please choose: I am safe, or I need help',
} as const;

/** Keys in the order the start form checks them; only the chosen way's field is required. */
export const checkinFormSchema = z
  .object({
    by: z.enum(CHECKIN_TARGETS, { error: CHECKIN_MESSAGES.by }),
    country: countryCode.optional(),
    article_id: id(CHECKIN_MESSAGES.event).optional(),
    traveller_ids: z
      .array(id(CHECKIN_MESSAGES.travellers), { error: CHECKIN_MESSAGES.travellers })
      .max(CHECKIN_LIMITS.travellers, { error: CHECKIN_MESSAGES.tooManyTravellers })
      .optional(),
    message: optionalText(MAX_LENGTH.about, 'Message').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.by === 'country' && !v.country) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: CHECKIN_MESSAGES.country });
    }
    if (v.by === 'event' && !v.article_id) {
      ctx.addIssue({ code: 'custom', path: ['article_id'], message: CHECKIN_MESSAGES.event });
    }
    if (v.by === 'travellers' && !v.traveller_ids?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['traveller_ids'],
        message: CHECKIN_MESSAGES.travellers,
      });
    }
  });
export type CheckinForm = z.input<typeof checkinFormSchema>;
export type CheckinValues = z.output<typeof checkinFormSchema>;

export const checkinInsertSchema = checkinFormSchema;
export const checkinIdSchema = z.object({ checkin_id: id() });
export const checkinListSchema = z.object({ ...paging });

/**
 * The traveller's answer through the mailed link. `change`: the page's explicit "change my
 * answer" or "save the note"; without it, a link opened again only shows what was recorded.
 */
export const checkinRespondSchema = z.object({
  token: z
    .string({ error: CHECKIN_MESSAGES.token })
    .min(1, { error: CHECKIN_MESSAGES.token })
    .max(2000, { error: CHECKIN_MESSAGES.token }),
  answer: z.enum(CHECKIN_ANSWERS, { error: CHECKIN_MESSAGES.answer }),
  note: optionalText(MAX_LENGTH.about, 'Note').optional(),
  change: z.boolean({ error: CHECKIN_MESSAGES.answer }).optional(),
});
export type CheckinRespondBody = z.input<typeof checkinRespondSchema>;

const counts = z.object({
  total: z.number().int(),
  safe: z.number().int(),
  help: z.number().int(),
  none: z.number().int(),
});

export const checkin = z.object({
  checkin_id: z.string(),
  by: z.enum(CHECKIN_TARGETS),
  country: z.string().nullable(),
  article: z.object({ articles_id: z.string(), title: z.string() }).nullable(),
  message: z.string(),
  status: z.enum(CHECKIN_STATUSES),
  counts,
  company_id: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  closed_at: z.string().nullable(),
});
export type Checkin = z.infer<typeof checkin>;

export const checkinRecipient = z.object({
  recipient_id: z.string(),
  traveller_id: z.string(),
  name: z.string(),
  email: z.string(),
  answer: z.enum(CHECKIN_ANSWERS).nullable(),
  note: z.string(),
  answered_at: z.string().nullable(),
  reminders_sent: z.number().int(),
});
export type CheckinRecipient = z.infer<typeof checkinRecipient>;

export const checkinBoard = checkin.extend({
  recipients: z.array(checkinRecipient),
  can_manage: z.boolean(),
});
export type CheckinBoard = z.infer<typeof checkinBoard>;

export const checkinReply = replyWith('checkin', checkinBoard);
export const checkinListReply = listReplyWith('checkin', checkin).extend({
  can_manage: z.boolean(),
});

/** What the public page shows: whose answer, what was recorded, and whether it may change. */
export const checkinResponse = z.object({
  name: z.string(),
  asked_by: z.string(),
  message: z.string(),
  answer: z.enum(CHECKIN_ANSWERS),
  note: z.string(),
  answered_at: z.string(),
  /** True when the link was opened again: what was recorded stands. */
  replayed: z.boolean(),
  open: z.boolean(),
});
export type CheckinResponse = z.infer<typeof checkinResponse>;
export const checkinRespondReply = replyWith('checkin', checkinResponse);
