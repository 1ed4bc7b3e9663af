import { z } from 'zod';
import { listReplyWith, replyWith } from '../envelope.js';
import { PAGE } from '../constants.js';
import { id, optionalText, pageFields } from '../fields.js';
import { MESSAGES } from '../messages.js';

/**
 * Proposals on requests priced "on quote" (docs/rules/proposals.md): a partner firm offers a
 * price and a delivery time, the request's author accepts one. Texts the screens show, once.
 */
export const PROPOSAL_TEXTS = {
  invalidPrice: 'The price must be a whole number of credits from 1 to 100000',
  invalidHours: 'Delivery must be a whole number of hours from 1 to 2160',
  notFound: 'Proposal not found',
  notOnQuote: 'This Incident Request is not priced on quote',
  alreadyAccepted: 'A proposal has already been accepted for this Incident Request',
  answered: 'This Incident Request has been answered',
  notOpen: 'This proposal is no longer open',
  expired: 'This proposal has expired. Ask the firm for a new one',
  noFirm: 'Only partners of a partner firm send proposals',
  notYourFirm: 'Only the partners of the firm that sent this proposal may withdraw it',
  notYourRequest:
    "Only the author of this Incident Request or its company's members may decide on its proposals",
  awaitingQuote:
    'This Incident Request is waiting for proposals; it can be worked on once its author accepts one',
  quotedElsewhere:
    "This Incident Request was quoted by another firm; only that firm's partners work on it",
  sent: 'Proposal sent',
  withdrawn: 'Proposal withdrawn',
  accepted: 'Proposal accepted',
  rejected: 'Proposal rejected',
} as const;

export const PROPOSAL_LIMITS = {
  maxPrice: 100_000,
  maxHours: 2160,
  maxNote: 2000,
  /** An open proposal can be accepted this many days after it was sent. */
  expiryDays: 7,
} as const;

const whole = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** What a firm offers, in the order the form checks it. */
export const proposalFormSchema = z.object({
  price_credits: whole(PROPOSAL_TEXTS.invalidPrice, 1, PROPOSAL_LIMITS.maxPrice),
  delivery_hours: whole(PROPOSAL_TEXTS.invalidHours, 1, PROPOSAL_LIMITS.maxHours),
  note: optionalText(PROPOSAL_LIMITS.maxNote, 'Note').default(''),
});
export type ProposalForm = z.input<typeof proposalFormSchema>;

/** `proposal/insert`: a firm's offer; it replaces the firm's open proposal on that request. */
export const proposalInsertSchema = proposalFormSchema.extend({ incident_id: id() });
export type ProposalInsert = z.input<typeof proposalInsertSchema>;
/** `proposal/accept`, `proposal/reject`, `proposal/withdraw`. */
export const proposalIdSchema = z.object({ proposal_id: id() });
/** `proposal/list {incident_id}`: one request's proposals, as the caller may see them. */
export const proposalListSchema = z.object({ incident_id: id() });
/** `proposal/requests`: the requests awaiting quotes the caller decides on, or may quote. */
export const proposalRequestsSchema = z.object({
  ...pageFields(PAGE.maxLimit, MESSAGES.invalidPaging),
});

export const PROPOSAL_STATUSES = ['open', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const proposal = z.object({
  proposal_id: z.string(),
  incident_id: z.string(),
  firm: z.object({ partner_firm_id: z.string(), name: z.string() }),
  price_credits: z.number().int(),
  delivery_hours: z.number().int(),
  note: z.string(),
  /** `expired`: still open when `expires_at` passed (computed on read). */
  status: z.enum(PROPOSAL_STATUSES),
  expires_at: z.string(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Proposal = z.infer<typeof proposal>;

/** A request awaiting quotes, with the proposals the caller may see on it. */
export const quoteRequest = z.object({
  incident_id: z.string(),
  query: z.string(),
  customerType: z.string(),
  countries: z.array(z.string()),
  queryType: z.object({ queryType_id: z.string(), name: z.string() }),
  category: z.object({ categories_id: z.string(), name: z.string() }),
  company: z.object({ company_id: z.string(), name: z.string() }).nullable(),
  /** The firm whose proposal was accepted; null while the request awaits quotes. */
  firm: z.object({ partner_firm_id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** Whether the caller may accept or reject its proposals (its author or company members, not viewers). */
  may_decide: z.boolean(),
  proposals: z.array(proposal),
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

export const proposalReply = replyWith('proposal', proposal);
export const proposalListReply = listReplyWith('proposal', proposal);
export const quoteRequestListReply = listReplyWith('request', quoteRequest);
