import { z } from 'zod';
import { id } from '../fields.js';
import { LEDGER_KINDS } from './credits.js';

/**
 * A partner firm's monthly statement (docs/rules/partners.md, "Statements"): its ledger account in
 * one calendar month (UTC), as CSV (`partnerFirm/statement`) or PDF (`PDF_PATHS.statement`). Its
 * path lives here, not in API_PATHS: the landing page's bundle carries api-paths whole.
 */
export const FIRM_STATEMENT_PATH = 'partnerFirm/statement';

export const STATEMENT_TEXTS = {
  invalidMonth: 'Please choose a month like 2026-10',
  futureMonth: 'That month has not begun yet: please choose this month or an earlier one',
} as const;

/** The first month a statement can be asked for (no ledger is older). */
export const FIRST_STATEMENT_MONTH = '2000-01';

/** A date's month as `YYYY-MM`, in UTC (statements count months in UTC). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The month before the one `date` falls in, as `YYYY-MM` (UTC): the statement screen's default. */
export const monthBefore = (date: Date) =>
  monthOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)));

const statementMonth = z
  .string({ error: STATEMENT_TEXTS.invalidMonth })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: STATEMENT_TEXTS.invalidMonth })
  .refine((month) => month >= FIRST_STATEMENT_MONTH, { error: STATEMENT_TEXTS.invalidMonth })
  // `YYYY-MM` strings compare as the months they name.
  .refine((month) => month <= monthOf(new Date()), { error: STATEMENT_TEXTS.futureMonth });

/** `{partner_firm_id?, month}`: left out, the caller's own firm (as `partnerFirm/balance`). */
export const firmStatementSchema = z.object({
  partner_firm_id: id().optional(),
  month: statementMonth,
});
export type FirmStatementRequest = z.input<typeof firmStatementSchema>;

/** One ledger entry of the month, with the balance after it. */
export const statementEntry = z.object({
  entry_id: z.string(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** What the entry is for: a request's id for a payout. */
  ref: z.string().nullable(),
  /** The request's query type, when `ref` is a request. */
  request: z.string().nullable(),
  credits: z.number().int(),
  balance: z.number().int(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

export const firmStatement = z.object({
  partner_firm_id: z.string(),
  name: z.string(),
  month: z.string(),
  /** The month's first instant and the first instant after it (ISO, UTC). */
  from: z.string(),
  to: z.string(),
  /** The day the closing balance is of (YYYY-MM-DD): the month's last, or today while it runs. */
  closing_day: z.string(),
  opening: z.number().int(),
  /** Credits in (entries above zero) and out (below zero, as a positive number). */
  credited: z.number().int(),
  debited: z.number().int(),
  closing: z.number().int(),
  entries: z.array(statementEntry),
});
export type FirmStatement = z.infer<typeof firmStatement>;

/** The CSV's columns: every row carries its firm and month, so files can be joined. */
export const STATEMENT_CSV_COLUMNS = [
  'firm',
  'month',
  'date',
  'kind',
  'reference',
  'request',
  'credits',
  'balance',
] as const;
