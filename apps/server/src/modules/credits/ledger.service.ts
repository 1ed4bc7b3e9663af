import type { LedgerKind } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { failure, success, type Result } from '../../domain/result.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { CREDIT_MESSAGES as M } from './credits.messages.js';
import {
  balanceOf,
  chargeOf,
  isCustomer,
  isStaffOnly,
  lockAccount,
  lockRequestForRefund,
  openAccount,
  paidOut,
  postTransaction,
  refunded,
} from './ledger.repository.js';
import { welcomeCredits } from './welcome-credits.js';
import { inTransaction } from '../../db/transaction.js';

/** Ledger accounts (docs/rules/credits.md). */
export const PLATFORM = {
  revenue: 'platform:revenue',
  grants: 'platform:grants',
  /** Credits sold by invoice leave from here (docs/rules/purchases.md). */
  sales: 'platform:sales',
  /** Credits held for accepted proposals until the answer (docs/rules/proposals.md). */
  holds: 'platform:holds',
} as const;
export const customerAccount = (userId: string) => `customer:${userId}`;
export const companyAccount = (companyId: string) => `company:${companyId}`;
/** A partner firm's earnings (docs/rules/partners.md, "Earnings"). */
export const firmAccount = (firmId: string) => `firm:${firmId}`;

/** Who pays: a company's request its company, anyone else's its author. */
export interface Payer {
  userId: string;
  companyId: string | null;
}
export const accountOf = (payer: Payer) =>
  payer.companyId ? companyAccount(payer.companyId) : customerAccount(payer.userId);

const SYSTEM: AuditActor = { userId: null, email: null, ip: null };

/**
 * Opens the payer's account at its first use and, the once it opens, grants the welcome credits
 * to a company or a customer (not to staff accounts) in the same transaction.
 */
export const ensureAccount = async (tx: Database, payer: Payer) => {
  const account = accountOf(payer);
  if (!(await openAccount(tx, account))) return account;
  const amount = welcomeCredits();
  const eligible = payer.companyId !== null || (await isCustomer(tx, payer.userId));
  if (amount > 0 && eligible) {
    await postTransaction(tx, 'welcome', account, [
      { account, amount },
      { account: PLATFORM.grants, amount: -amount },
    ]);
    await recordAudit(tx, SYSTEM, {
      action: 'credits.welcome',
      target: { kind: 'credits', id: account },
      companyId: payer.companyId,
      detail: { credits: amount },
    });
  }
  return account;
};

/** The balance of the payer's account (opening it, with its welcome credits, if need be). */
export const payerBalance = async (db: Database, payer: Payer) =>
  inTransaction(db, async (tx) => balanceOf(tx, await ensureAccount(tx, payer)));

/** The kinds of entry that move a request's credits between one account and the platform. */
type RequestMove = Extract<LedgerKind, 'charge' | 'hold' | 'release' | 'refund' | 'payout'>;

export interface Movement {
  kind: RequestMove;
  incidentId: string;
  /** The payer's or the firm's account, and what it gains (negative: what it gives). */
  account: string;
  amount: number;
  /** The platform account on the other side (`PLATFORM`). */
  platform: string;
  reason?: string;
}

const companyOf = (account: string) =>
  account.startsWith('company:') ? account.slice('company:'.length) : null;

/** Posts one movement of a request's credits and records it as `credits.<kind>`. */
export const moveCredits = async (tx: Database, actor: AuditActor, move: Movement) => {
  const { kind, incidentId, account, amount, platform, reason } = move;
  await postTransaction(tx, kind, incidentId, [
    { account, amount },
    { account: platform, amount: -amount },
  ]);
  await recordAudit(tx, actor, {
    action: `credits.${kind}`,
    target: { kind: 'incident', id: incidentId },
    companyId: companyOf(account),
    detail: { credits: Math.abs(amount), account, ...(reason === undefined ? {} : { reason }) },
  });
};

/**
 * Takes `amount` from the account to the platform if its balance covers it, else 402 and the
 * caller rolls back. The account row is locked first, so of many spends at once each sees the
 * balance the one before left (docs/rules/credits.md, "No double spend").
 */
export const debitIfEnough = async (
  tx: Database,
  actor: AuditActor,
  debit: Omit<Movement, 'reason'>,
): Promise<Result<void>> => {
  await lockAccount(tx, debit.account);
  if ((await balanceOf(tx, debit.account)) < debit.amount) {
    return failure('payment-required', M.notEnough);
  }
  await moveCredits(tx, actor, { ...debit, amount: -debit.amount });
  return success(undefined);
};

/**
 * Charges a request's price to its payer, inside the filing's transaction (`debitIfEnough`). A
 * staff member's own filing is not charged.
 */
export const chargeRequest = async (
  tx: Database,
  actor: AuditActor,
  payer: Payer,
  incidentId: string,
  price: number,
): Promise<Result<void>> => {
  const account = await ensureAccount(tx, payer);
  if (price === 0) return success(undefined);
  // Staff file free of charge (docs/rules/credits.md, "Staff filing"): nothing is charged, so
  // nothing is refunded and no firm is paid for the request either.
  if (payer.companyId === null && (await isStaffOnly(tx, payer.userId))) return success(undefined);
  return debitIfEnough(tx, actor, {
    kind: 'charge',
    incidentId,
    account,
    amount: price,
    platform: PLATFORM.revenue,
  });
};

/** Gives back `share` of what the request's payer was charged, at most once per request. */
const refund = async (
  tx: Database,
  actor: AuditActor,
  incidentId: string,
  share: (paid: number) => number,
  reason: string,
) => {
  const charge = await chargeOf(tx, incidentId);
  if (!charge || charge.paid <= 0 || (await refunded(tx, incidentId))) return;
  await moveCredits(tx, actor, {
    kind: 'refund',
    incidentId,
    account: charge.account,
    amount: share(charge.paid),
    platform: PLATFORM.revenue,
    reason,
  });
};

/** A request deleted before it is answered gets its whole charge back (in the delete's transaction). */
export const refundUnanswered = async (tx: Database, actor: AuditActor, incidentId: string) => {
  const request = await lockRequestForRefund(tx, incidentId);
  if (!request || request.status === 'Answered') return;
  await refund(tx, actor, incidentId, (paid) => paid, 'deleted before answered');
};

/**
 * A first answer published later than twice the request's SLA refunds half the charge, rounded
 * up, once (in the publication's transaction).
 */
export const refundLateAnswer = async (tx: Database, actor: AuditActor, incidentId: string) => {
  const request = await lockRequestForRefund(tx, incidentId);
  if (!request?.late) return;
  await refund(tx, actor, incidentId, (paid) => Math.ceil(paid / 2), 'answered late');
};

/**
 * A first answer published by a firm's partner credits the firm with what the request was charged,
 * from the platform's revenue, once per request, in the publication's transaction
 * (docs/rules/partners.md, "Earnings"). A free or uncharged request pays nothing.
 */
export const payFirmForAnswer = async (
  tx: Database,
  actor: AuditActor,
  incidentId: string,
  firmId: string,
) => {
  const charge = await chargeOf(tx, incidentId);
  if (!charge || charge.paid <= 0 || (await paidOut(tx, incidentId))) return;
  await moveCredits(tx, actor, {
    kind: 'payout',
    incidentId,
    account: firmAccount(firmId),
    amount: charge.paid,
    platform: PLATFORM.revenue,
  });
};
