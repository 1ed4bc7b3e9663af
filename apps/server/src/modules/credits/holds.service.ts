import type { Database } from '../../db/database.js';
import type { Result } from '../../domain/result.js';
import type { AuditActor } from '../audit/index.js';
import { openHoldOf } from './holds.repository.js';
import {
  debitIfEnough,
  ensureAccount,
  moveCredits,
  PLATFORM,
  type Payer,
} from './ledger.service.js';

/*
 * Holds (docs/rules/credits.md, "Holds"): an accepted proposal's price leaves the payer's account
 * for `platform:holds` until the request is answered (then released and charged, so the firm is
 * paid as for any answer) or deleted (then released: the payer has it back).
 */

/** Holds `amount` from the payer for the request, in the caller's transaction; 402 when short. */
export const holdCredits = async (
  tx: Database,
  actor: AuditActor,
  payer: Payer,
  incidentId: string,
  amount: number,
): Promise<Result<void>> => {
  const account = await ensureAccount(tx, payer);
  // The same step as a filing's charge: spends of one balance run one after another.
  return debitIfEnough(tx, actor, {
    kind: 'hold',
    incidentId,
    account,
    amount,
    platform: PLATFORM.holds,
  });
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
  const { account, amount } = hold;
  await moveCredits(tx, actor, {
    kind: 'release',
    incidentId,
    account,
    amount,
    platform: PLATFORM.holds,
    reason,
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
  const { account, amount } = hold;
  await moveCredits(tx, actor, {
    kind: 'charge',
    incidentId,
    account,
    amount: -amount,
    platform: PLATFORM.revenue,
  });
};
