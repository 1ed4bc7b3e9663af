import {
  FIRM_TEXTS,
  type PartnerFirm,
  type partnerFirmAssignSchema,
  type partnerFirmInsertSchema,
  type partnerFirmUnassignSchema,
  type partnerFirmUpdateSchema,
} from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { transactionResult, inTransaction } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import {
  firmExists,
  firmWithMembers,
  insertFirm,
  listFirmsWithMembers,
  ownerCount,
  partnerOf,
  promoteEldest,
  putMember,
  removeMember,
  updateFirm,
} from './partner-firms.repository.js';

const manage = (caller: UserCaller) => authorize(caller, 'manage', { kind: 'partnerFirm' });

const reread = async (db: Database, id: string): Promise<Result<PartnerFirm>> => {
  const firm = await firmWithMembers(db, id);
  return firm ? success(firm) : failure('not-found', FIRM_TEXTS.firmNotFound);
};

export const createFirm = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof partnerFirmInsertSchema>,
): Promise<Result<PartnerFirm>> => {
  const allowed = manage(caller);
  if (!allowed.ok) return allowed;
  const id = await inTransaction(db, async (tx) => {
    const firmId = await insertFirm(tx, input);
    await recordAudit(tx, callerActor(caller), {
      action: 'partnerFirm.create',
      target: { kind: 'partnerFirm', id: firmId },
      detail: { name: input.name },
    });
    return firmId;
  });
  return reread(db, id);
};

export const changeFirm = async (
  db: Database,
  caller: UserCaller,
  { partner_firm_id: id, ...values }: z.output<typeof partnerFirmUpdateSchema>,
): Promise<Result<PartnerFirm>> => {
  const allowed = manage(caller);
  if (!allowed.ok) return allowed;
  const changed = await transactionResult(db, async (tx) => {
    if (!(await updateFirm(tx, id, values))) return failure('not-found', FIRM_TEXTS.firmNotFound);
    await recordAudit(tx, callerActor(caller), {
      action: 'partnerFirm.update',
      target: { kind: 'partnerFirm', id },
      detail: { name: values.name },
    });
    return success(undefined);
  });
  return changed.ok ? reread(db, id) : changed;
};

export const firmList = async (db: Database, caller: UserCaller) => {
  const allowed = manage(caller);
  return allowed.ok ? success(await listFirmsWithMembers(db)) : allowed;
};

/**
 * Puts a partner in a firm, moving them out of any other (a partner belongs to at most one). The
 * first partner of a firm is its owner; `is_owner` sets or clears it, but a firm keeps one owner.
 */
export const assignPartner = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof partnerFirmAssignSchema>,
): Promise<Result<PartnerFirm>> => {
  const allowed = manage(caller);
  if (!allowed.ok) return allowed;
  const firmId = input.partner_firm_id;
  const done = await transactionResult(db, async (tx) => {
    if (!(await firmExists(tx, firmId))) return failure('not-found', FIRM_TEXTS.firmNotFound);
    const user = await partnerOf(tx, input.user_id);
    if (!user) return failure('not-found', FIRM_TEXTS.userNotFound);
    if (!user.isPartner) return failure('invalid', FIRM_TEXTS.notPartner);
    const firstOwner = (await ownerCount(tx, firmId)) === 0;
    await putMember(tx, input.user_id, firmId, input.is_owner ?? firstOwner);
    await promoteEldest(tx, firmId);
    if (user.firmId && user.firmId !== firmId) await promoteEldest(tx, user.firmId);
    await recordAudit(tx, callerActor(caller), {
      action: 'partnerFirm.assign',
      target: { kind: 'partnerFirm', id: firmId },
      detail: { user_id: input.user_id, is_owner: input.is_owner ?? firstOwner },
    });
    return success(undefined);
  });
  return done.ok ? reread(db, firmId) : done;
};

export const unassignPartner = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof partnerFirmUnassignSchema>,
): Promise<Result<PartnerFirm>> => {
  const allowed = manage(caller);
  if (!allowed.ok) return allowed;
  const firmId = input.partner_firm_id;
  const done = await transactionResult(db, async (tx) => {
    if (!(await firmExists(tx, firmId))) return failure('not-found', FIRM_TEXTS.firmNotFound);
    if (!(await removeMember(tx, input.user_id, firmId))) {
      return failure('not-found', FIRM_TEXTS.notMember);
    }
    await promoteEldest(tx, firmId);
    await recordAudit(tx, callerActor(caller), {
      action: 'partnerFirm.unassign',
      target: { kind: 'partnerFirm', id: firmId },
      detail: { user_id: input.user_id },
    });
    return success(undefined);
  });
  return done.ok ? reread(db, firmId) : done;
};
