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
import { callerActor, recordAudit, type AuditEntry } from '../audit/index.js';
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

/** What a change of a firm answers: the audit entry it makes, or why it was refused. */
type FirmChange = Promise<Result<Pick<AuditEntry, 'action' | 'detail'>>>;

/**
 * An admin's change to a firm: allowed, made and audited (as the entry `change` answers) in one
 * transaction, then the firm read again for the reply.
 */
const changeOfFirm = async (
  db: Database,
  caller: UserCaller,
  firmId: string,
  change: (tx: Database) => FirmChange,
): Promise<Result<PartnerFirm>> => {
  const allowed = manage(caller);
  if (!allowed.ok) return allowed;
  const done = await transactionResult(db, async (tx) => {
    const made = await change(tx);
    if (!made.ok) return made;
    const target = { kind: 'partnerFirm', id: firmId };
    await recordAudit(tx, callerActor(caller), { ...made.value, target });
    return success(undefined);
  });
  return done.ok ? reread(db, firmId) : done;
};

const firmNotFound = () => failure('not-found', FIRM_TEXTS.firmNotFound);

/** A change of the members of the firm the input names, which must exist. */
const changeOfMembers = (
  db: Database,
  caller: UserCaller,
  input: { partner_firm_id: string },
  change: (tx: Database, firmId: string) => FirmChange,
) => {
  const firmId = input.partner_firm_id;
  return changeOfFirm(db, caller, firmId, async (tx) =>
    (await firmExists(tx, firmId)) ? change(tx, firmId) : firmNotFound(),
  );
};

export const changeFirm = async (
  db: Database,
  caller: UserCaller,
  { partner_firm_id: id, ...values }: z.output<typeof partnerFirmUpdateSchema>,
) =>
  changeOfFirm(db, caller, id, async (tx) => {
    if (!(await updateFirm(tx, id, values))) return firmNotFound();
    return success({ action: 'partnerFirm.update', detail: { name: values.name } });
  });

export const firmList = async (db: Database, caller: UserCaller) => {
  const allowed = manage(caller);
  return allowed.ok ? success(await listFirmsWithMembers(db)) : allowed;
};

/**
 * Puts a partner in a firm, moving them out of any other (a partner belongs to at most one). The
 * first partner of a firm is its owner; `is_owner` sets or clears it, but a firm keeps one owner.
 */
export const assignPartner = (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof partnerFirmAssignSchema>,
) =>
  changeOfMembers(db, caller, input, async (tx, firmId) => {
    const user = await partnerOf(tx, input.user_id);
    if (!user) return failure('not-found', FIRM_TEXTS.userNotFound);
    if (!user.isPartner) return failure('invalid', FIRM_TEXTS.notPartner);
    const isOwner = input.is_owner ?? (await ownerCount(tx, firmId)) === 0;
    await putMember(tx, input.user_id, firmId, isOwner);
    await promoteEldest(tx, firmId);
    if (user.firmId && user.firmId !== firmId) await promoteEldest(tx, user.firmId);
    return success({
      action: 'partnerFirm.assign',
      detail: { user_id: input.user_id, is_owner: isOwner },
    });
  });

export const unassignPartner = (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof partnerFirmUnassignSchema>,
) =>
  changeOfMembers(db, caller, input, async (tx, firmId) => {
    if (!(await removeMember(tx, input.user_id, firmId))) {
      return failure('not-found', FIRM_TEXTS.notMember);
    }
    await promoteEldest(tx, firmId);
    return success({ action: 'partnerFirm.unassign', detail: { user_id: input.user_id } });
  });
