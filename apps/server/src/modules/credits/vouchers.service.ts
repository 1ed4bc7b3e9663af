import {
  PAGE,
  VOUCHER_ALPHABET,
  type CreditBalance,
  type Voucher,
  type voucherInsertSchema,
  type voucherRedeemSchema,
} from '@georisk/contract';
import { createHash, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { transactionResult, inTransaction } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { CREDIT_MESSAGES as M } from './credits.messages.js';
import { callerAccount, toBalance } from './credits.service.js';
import { balanceOf, postTransaction } from './ledger.repository.js';
import { ensureAccount, PLATFORM } from './ledger.service.js';
import {
  countUse,
  insertVoucher,
  listVouchers,
  lockVoucherByHash,
  redeemedBy,
} from './vouchers.repository.js';

/** Only a hash of a code is kept: a leaked table redeems nothing. */
const hashOf = (canonical: string) => createHash('sha256').update(canonical).digest('hex');

/** 12 characters of the unambiguous alphabet from the CSPRNG (31^12, about 2^59 codes). */
const newCode = () =>
  Array.from({ length: 12 }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join('');
/** Shown in groups of four: ABCD-EFGH-JKMN. */
const grouped = (code: string) => code.match(/.{4}/g)!.join('-');

export const issueVoucher = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof voucherInsertSchema>,
): Promise<Result<Voucher>> => {
  const allowed = authorize(caller, 'issueVoucher', { kind: 'credits' });
  if (!allowed.ok) return allowed;
  const expiresAt = new Date(input.expires_at);
  if (expiresAt.getTime() <= Date.now()) return failure('invalid', M.expiryPast);
  const code = newCode();
  const voucher = await inTransaction(db, async (tx) => {
    const row = await insertVoucher(tx, {
      codeHash: hashOf(code),
      codeHint: code.slice(-4),
      credits: input.credits,
      maxUses: input.max_uses,
      expiresAt,
      note: input.note,
      createdBy: caller.userId,
    });
    await recordAudit(tx, callerActor(caller), {
      action: 'voucher.issue',
      target: { kind: 'voucher', id: row.voucher_id },
      detail: { credits: input.credits, max_uses: input.max_uses, expires_at: input.expires_at },
    });
    return row;
  });
  return success({ ...voucher, code: grouped(code) });
};

export const voucherPage = async (
  db: Database,
  caller: UserCaller,
  page: { limit?: number; offset?: number },
) => {
  const allowed = authorize(caller, 'issueVoucher', { kind: 'credits' });
  if (!allowed.ok) return allowed;
  return success(
    await listVouchers(db, { limit: page.limit ?? PAGE.defaultLimit, offset: page.offset ?? 0 }),
  );
};

/**
 * Redeems a code for the caller's own account, or (`account: company`, or a company manager by
 * default) their company's: once per account, within its uses and before its expiry. The voucher
 * row is locked, so two last redemptions of one use cannot both succeed.
 */
export const redeemVoucher = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof voucherRedeemSchema>,
): Promise<Result<{ balance: CreditBalance; credits: number }>> => {
  const found = await callerAccount(db, caller, input.account, 'manageCompanyCredits');
  if (!found.ok) return found;
  const { payer, company } = found.value;
  return transactionResult(db, async (tx) => {
    const voucher = await lockVoucherByHash(tx, hashOf(input.code));
    if (!voucher) return failure('not-found', M.voucherUnknown);
    if (voucher.expired) return failure('gone', M.voucherExpired);
    const account = await ensureAccount(tx, payer);
    if (await redeemedBy(tx, voucher.id, account)) {
      return failure('conflict', M.voucherAlreadyRedeemed);
    }
    if (voucher.uses >= voucher.maxUses) return failure('gone', M.voucherUsedUp);
    await countUse(tx, voucher.id);
    await postTransaction(tx, 'voucher', voucher.id, [
      { account, amount: voucher.credits },
      { account: PLATFORM.grants, amount: -voucher.credits },
    ]);
    await recordAudit(tx, callerActor(caller), {
      action: 'voucher.redeem',
      target: { kind: 'voucher', id: voucher.id },
      companyId: payer.companyId,
      detail: { credits: voucher.credits, account },
    });
    const balance = toBalance(payer, company, await balanceOf(tx, account));
    return success({ balance, credits: voucher.credits });
  });
};
