import { FIRM_TEXTS, type BankDetails, type bankDetailsSchema } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, can } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { bankSeal } from './bank-seal.js';
import { readBank, writeBank } from './bank.repository.js';
import { firmWithMembers, partnerOf } from './partner-firms.repository.js';

/** Everything but the country and the last four characters hidden. */
const maskIban = (iban: string) => `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;
const maskBic = (bic: string) => `${bic.slice(0, 4)}••••`;

/** The firm asked about (left out: the caller's own) and what the caller is to it. */
const firmFacts = async (db: Database, caller: UserCaller, firmId?: string) => {
  const mine = await partnerOf(db, caller.userId);
  const id = firmId ?? mine?.firmId ?? null;
  const membership = mine?.firmId ? { firmId: mine.firmId, isOwner: mine.isOwner ?? false } : null;
  return { id, membership };
};

/**
 * A firm's payout details: whole to its owners and platform admins, masked to its other
 * partners, refused to everyone else (docs/rules/partners.md, "Bank"). null: none entered yet.
 */
export const bankDetailsOf = async (
  db: Database,
  caller: UserCaller,
  firmId?: string,
): Promise<Result<BankDetails | null>> => {
  const { id, membership } = await firmFacts(db, caller, firmId);
  if (!id) return failure('not-found', FIRM_TEXTS.noFirm);
  const whole = can(caller, 'readFirm', { kind: 'partnerFirm', firmId: id, membership });
  if (!whole && membership?.firmId !== id) return failure('forbidden', FIRM_TEXTS.ownersOnly);
  const firm = await firmWithMembers(db, id);
  if (!firm) return failure('not-found', FIRM_TEXTS.firmNotFound);
  const row = await readBank(db, id);
  if (!row) return success(null);
  const iban = bankSeal().open(row.ibanSealed);
  const bic = bankSeal().open(row.bicSealed);
  return success({
    partner_firm_id: id,
    firm_name: firm.name,
    holder: row.holder,
    iban: whole ? iban : maskIban(iban),
    bic: whole ? bic : maskBic(bic),
    masked: !whole,
    updated_at: row.updatedAt,
  });
};

/** Sets a firm's payout details (its owners, admins): sealed, audited with the IBAN's last four. */
export const setBankDetails = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof bankDetailsSchema>,
): Promise<Result<BankDetails | null>> => {
  const { id, membership } = await firmFacts(db, caller, input.partner_firm_id);
  if (!id) return failure('not-found', FIRM_TEXTS.noFirm);
  const allowed = authorize(caller, 'readFirm', { kind: 'partnerFirm', firmId: id, membership });
  if (!allowed.ok) return allowed;
  const written = await transactionResult(db, async (tx) => {
    if (!(await firmWithMembers(tx, id))) return failure('not-found', FIRM_TEXTS.firmNotFound);
    await writeBank(
      tx,
      id,
      {
        holder: input.holder,
        ibanSealed: bankSeal().seal(input.iban),
        bicSealed: bankSeal().seal(input.bic),
      },
      caller.userId,
    );
    await recordAudit(tx, callerActor(caller), {
      action: 'partnerFirm.bank',
      target: { kind: 'partnerFirm', id },
      detail: { iban_last4: input.iban.slice(-4), bic: input.bic },
    });
    return success(undefined);
  });
  if (!written.ok) return written;
  return bankDetailsOf(db, caller, id);
};
