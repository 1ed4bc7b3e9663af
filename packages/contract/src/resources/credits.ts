import { z } from 'zod';
import { PAGE } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { optionalLine, pageFields } from '../fields.js';

/** Credits and vouchers (docs/rules/credits.md). Texts the screens show are here, once. */
export const CREDIT_TEXTS = {
  notEnough: 'Not enough credits. Please purchase credits',
  invalidPrice: 'The price must be a whole number of credits from 0 to 100000',
  invalidCredits: 'Credits must be a whole number from 1 to 100000',
  invalidUses: 'Uses must be a whole number from 1 to 100000',
  invalidExpiry: 'Please give an expiry date in the future',
  invalidCode: 'Please enter a voucher code like ABCD-EFGH-JKMN',
  invalidAccount: 'Account must be personal or company',
} as const;

export const CREDIT_LIMITS = { maxCredits: 100_000, maxUses: 100_000 } as const;

/** A whole number of credits, 0 (free) up to 100 000. */
export const priceCredits = z
  .number({ error: CREDIT_TEXTS.invalidPrice })
  .int({ error: CREDIT_TEXTS.invalidPrice })
  .min(0, { error: CREDIT_TEXTS.invalidPrice })
  .max(CREDIT_LIMITS.maxCredits, { error: CREDIT_TEXTS.invalidPrice });

/** Characters of a voucher code: no 0/O, 1/I/L, so a code read aloud or retyped is unambiguous. */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Upper case without separators or spaces: how a typed code is compared. */
export const canonicalVoucherCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const CODE_SHAPE = new RegExp(`^[${VOUCHER_ALPHABET}]{12}$`);

/** `personal` (the caller's own) or `company` (their company's); left out, the one filing pays from. */
export const creditAccountChoice = z.enum(['personal', 'company'], {
  error: CREDIT_TEXTS.invalidAccount,
});
export type CreditAccountChoice = z.infer<typeof creditAccountChoice>;

export const creditBalanceSchema = z.object({ account: creditAccountChoice.optional() });
export const creditListSchema = z.object({
  account: creditAccountChoice.optional(),
  ...pageFields(PAGE.maxLimit, 'Invalid paging'),
});

export const creditBalance = z.object({
  account: creditAccountChoice,
  balance: z.number().int(),
  company: z.object({ company_id: z.string(), name: z.string() }).nullable(),
});
export type CreditBalance = z.infer<typeof creditBalance>;

export const LEDGER_KINDS = [
  'purchase',
  'voucher',
  'charge',
  'refund',
  'payout',
  'hold',
  'release',
  'welcome',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One entry of the caller's account: + credits in, - credits out. */
export const creditEntry = z.object({
  entry_id: z.string(),
  amount: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  ref: z.string().nullable(),
  at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntry>;

export const creditBalanceReply = replyWith('credits', creditBalance);
export const creditListReply = listReplyWith('credits', creditEntry);

const wholeCount = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(CREDIT_LIMITS.maxCredits, { error: message });

/** An admin issues a code: credits, how many accounts may redeem it, until when. */
export const voucherInsertSchema = z.object({
  credits: wholeCount(CREDIT_TEXTS.invalidCredits),
  max_uses: wholeCount(CREDIT_TEXTS.invalidUses).default(1),
  expires_at: z.iso.datetime({ offset: true, error: CREDIT_TEXTS.invalidExpiry }),
  note: optionalLine(200, 'Note').default(''),
});
export type VoucherInsert = z.input<typeof voucherInsertSchema>;

export const voucherListSchema = z.object({ ...pageFields(PAGE.maxLimit, 'Invalid paging') });

export const voucherRedeemSchema = z.object({
  code: z
    .string({ error: CREDIT_TEXTS.invalidCode })
    .max(40, { error: CREDIT_TEXTS.invalidCode })
    .transform(canonicalVoucherCode)
    .pipe(z.string().regex(CODE_SHAPE, { error: CREDIT_TEXTS.invalidCode })),
  account: creditAccountChoice.optional(),
});
export type VoucherRedeem = z.input<typeof voucherRedeemSchema>;

export const voucher = z.object({
  voucher_id: z.string(),
  /** The whole code: only in the reply to the admin who issued it, never stored. */
  code: z.string().optional(),
  code_hint: z.string(),
  credits: z.number().int(),
  max_uses: z.number().int(),
  uses: z.number().int(),
  expires_at: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type Voucher = z.infer<typeof voucher>;

export const voucherReply = replyWith('voucher', voucher);
export const voucherListReply = listReplyWith('voucher', voucher);
export const voucherRedeemReply = replyWith('credits', creditBalance);
