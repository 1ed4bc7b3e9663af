import { z } from 'zod';
import { PAGE } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { flag, id, pageFields, requiredLine } from '../fields.js';
import { creditAccountChoice } from './credits.js';

/** Credit packs, rates and invoices (docs/rules/purchases.md). Texts the screens show, once. */
export const PURCHASE_TEXTS = {
  failed: 'Purchase Failed. Please try after Sometime.',
  invalidPackCredits: 'Credits must be a whole number from 1 to 100000',
  /** Right for the API (`price_eur` in cents, 1..100 000 000) and the screen (typed in euros). */
  invalidPrice: 'The price must be between €0.01 and €1,000,000.00',
  invalidCurrency: 'Please choose a currency from the list',
  alreadyPaid: 'This invoice is already paid',
  packUnknown: 'This credit pack is not on sale',
  invoiceUnknown: 'No such invoice',
} as const;

/** Currencies of the ECB's daily reference rates (EUR is the base). */
export const CURRENCIES = [
  'EUR',
  'USD',
  'JPY',
  'BGN',
  'CZK',
  'DKK',
  'GBP',
  'HUF',
  'PLN',
  'RON',
  'SEK',
  'CHF',
  'ISK',
  'NOK',
  'TRY',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'HKD',
  'IDR',
  'ILS',
  'INR',
  'KRW',
  'MXN',
  'MYR',
  'NZD',
  'PHP',
  'SGD',
  'THB',
  'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencyCode = z.enum(CURRENCIES, { error: PURCHASE_TEXTS.invalidCurrency });

const packCredits = z
  .number({ error: PURCHASE_TEXTS.invalidPackCredits })
  .int({ error: PURCHASE_TEXTS.invalidPackCredits })
  .min(1, { error: PURCHASE_TEXTS.invalidPackCredits })
  .max(100_000, { error: PURCHASE_TEXTS.invalidPackCredits });
const priceCents = z
  .number({ error: PURCHASE_TEXTS.invalidPrice })
  .int({ error: PURCHASE_TEXTS.invalidPrice })
  .min(1, { error: PURCHASE_TEXTS.invalidPrice })
  .max(100_000_000, { error: PURCHASE_TEXTS.invalidPrice });

export const packInsertSchema = z.object({
  name: requiredLine('Please enter the pack name', 80, 'Name'),
  credits: packCredits,
  price_eur: priceCents,
  is_active: flag.default(true),
});
export type PackInsert = z.input<typeof packInsertSchema>;
export const packUpdateSchema = packInsertSchema.extend({ pack_id: id() });
export const packListSchema = z.object({});

export const creditPack = z.object({
  pack_id: z.string(),
  name: z.string(),
  credits: z.number().int(),
  /** Euro cents. */
  price_eur: z.number().int(),
  is_active: z.boolean(),
});
export type CreditPack = z.infer<typeof creditPack>;

/** `purchase/packs {currency?}`: active packs with the price also in `currency` (default USD). */
export const purchasePacksSchema = z.object({ currency: currencyCode.optional() });
export const pricedPack = creditPack.extend({
  /** Cents (hundredths) of `currency`, from the day's reference rate; null: no rate known. */
  price_local: z.number().int().nullable(),
});
export const rateInfo = z.object({
  currency: currencyCode,
  /** 1 EUR = rate × currency; null when no rate was ever fetched. */
  rate: z.number().nullable(),
  /** The reference rates' own date (YYYY-MM-DD). */
  rate_date: z.string().nullable(),
  /** The rates are older than two days (the feed failed since). */
  stale: z.boolean(),
});
export type RateInfo = z.infer<typeof rateInfo>;
export const purchasePacksReply = listReplyWith('packs', pricedPack).extend({ rate: rateInfo });
export type PricedPack = z.infer<typeof pricedPack>;

export const purchaseInsertSchema = z.object({
  pack_id: id(PURCHASE_TEXTS.packUnknown),
  account: creditAccountChoice.optional(),
});

export const INVOICE_STATUSES = ['open', 'paid'] as const;
export const invoice = z.object({
  invoice_id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  account: creditAccountChoice,
  pack_name: z.string(),
  credits: z.number().int(),
  price_eur: z.number().int(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  buyer_company: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceReply = replyWith('invoice', invoice);

/**
 * What the buyer does next once an invoice is issued (docs/rules/purchases.md, "Payment
 * providers"): `invoice`, pay it by bank transfer; `redirect`, finish paying on the card
 * provider's page at `url` (no such provider is built yet).
 */
export const PAYMENT_METHODS = ['invoice', 'redirect'] as const;
export const paymentStep = z.object({
  method: z.enum(PAYMENT_METHODS),
  url: z.string().nullable(),
});
export type PaymentStep = z.infer<typeof paymentStep>;
/** `purchase/insert`: the open invoice and the payment's next step. */
export const purchaseReply = invoiceReply.extend({ payment: paymentStep });
export const invoiceListReply = listReplyWith('invoice', invoice);
export const purchaseListSchema = z.object({ ...pageFields(PAGE.maxLimit, 'Invalid paging') });
export const invoiceListSchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: 'Status must be open or paid' }).optional(),
  ...pageFields(PAGE.maxLimit, 'Invalid paging'),
});
export const invoiceIdSchema = z.object({ invoice_id: id(PURCHASE_TEXTS.invoiceUnknown) });
export const packReply = replyWith('pack', creditPack);
export const packListReply = listReplyWith('pack', creditPack);

/** Euro cents as the screens print them: "€49.00". */
export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
