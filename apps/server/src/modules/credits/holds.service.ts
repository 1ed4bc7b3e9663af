import type { Database } from '../../db/database.js';
import { failure, success, type Result } from '../../domain/result.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { CREDIT_MESSAGES as M } from './credits.messages.js';
import { openHoldOf } from './holds.repository.js';
import { balanceOf, lockAccount, postTransaction } from './ledger.repository.js';
import { ensureAccount, PLATFORM, type Payer } from './ledger.service.js';

/*
 * Holds (docs/rules/credits.md, "Holds"): an accepted proposal's price leaves the payer's account
 * for `platform:holds` until the request is answered (then released and charged, so the firm is
 * paid as for any answer) or deleted (then released: the payer has it back).
 */

const companyOf = (account: string) =>
  account.startsWith('company:') ? account.slice('company:'.length) : null;

/** Holds `amount` from the payer for the request, in the caller's transaction; 402 when short. */
export const holdCredits = async (
  tx: Database,
  actor: AuditActor,
  payer: Payer,
  incidentId: string,
  amount: number,
): Promise<Result<void>> => {
  const account = await ensureAccount(tx, payer);
  // The same lock as a filing's charge: spends of one balance run one after another.
  await lockAccount(tx, account);
  if ((await balanceOf(tx, account)) < amount) return failure('payment-required', M.notEnough);
  await postTransaction(tx, 'hold', incidentId, [
    { account, amount: -amount },
    { account: PLATFORM.holds, amount },
  ]);
  await recordAudit(tx, actor, {
    action: 'credits.hold',
    target: { kind: 'incident', id: incidentId },
    companyId: payer.companyId,
    detail: { credits: amount, account },
  });
  return success(undefined);
};

/** Gives the request's hold back to its payer (at most once); answers what it released. */
export const releaseHold = async (
  tx: Database,
  actor: AuditActor,
  incidentId: string,
  reason: string,
) => {
  const hold = await openHoldOf(tx, incidentId);
  if (!hold) return null;
  await postTransaction(tx, 'release', incidentId, [
    { account: hold.account, amount: hold.amount },
    { account: PLATFORM.holds, amount: -hold.amount },
  ]);
  await recordAudit(tx, actor, {
    action: 'credits.release',
    target: { kind: 'incident', id: incidentId },
    companyId: companyOf(hold.account),
    detail: { credits: hold.amount, account: hold.account, reason },
  });
  return hold;
};

/**
 * The first answer settles the hold: released, then charged as a filing would have been, in the
 * publication's transaction, so the firm's payout and a late answer's refund read the charge.
 */
export const settleHold = async (tx: Database, actor: AuditActor, incidentId: string) => {
  const hold = await releaseHold(tx, actor, incidentId, 'answered');
  if (!hold) return;
  await postTransaction(tx, 'charge', incidentId, [
    { account: hold.account, amount: -hold.amount },
    { account: PLATFORM.revenue, amount: hold.amount },
  ]);
  await recordAudit(tx, actor, {
    action: 'credits.charge',
    target: { kind: 'incident', id: incidentId },
    companyId: companyOf(hold.account),
    detail: { credits: hold.amount, account: hold.account },
  });
};
