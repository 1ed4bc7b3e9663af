import { FIRM_TEXTS } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import type { AuditActor } from '../audit/index.js';
import { balanceOf, firmAccount, payFirmForAnswer } from '../credits/index.js';
import { firmWithMembers, partnerOf } from './partner-firms.repository.js';

/**
 * The first answer's publisher's firm earns the request's charge (docs/rules/partners.md,
 * "Earnings"); a partner of no firm, or an admin answering, earns nobody anything.
 */
export const creditFirmForAnswer = async (tx: Database, actor: AuditActor, incidentId: string) => {
  if (!actor.userId) return;
  const publisher = await partnerOf(tx, actor.userId);
  if (publisher?.firmId) await payFirmForAnswer(tx, actor, incidentId, publisher.firmId);
};

/**
 * The firm the caller asks about (left out, their own) when they may read its money: its owners
 * and platform admins (docs/rules/partners.md); a caller of no firm naming none gets 404.
 */
export const readableFirm = async (
  db: Database,
  caller: UserCaller,
  firmId?: string,
): Promise<Result<{ partner_firm_id: string; name: string }>> => {
  const mine = await partnerOf(db, caller.userId);
  const id = firmId ?? mine?.firmId;
  if (!id) return failure('not-found', FIRM_TEXTS.noFirm);
  const membership = mine?.firmId ? { firmId: mine.firmId, isOwner: mine.isOwner ?? false } : null;
  const allowed = authorize(caller, 'readFirm', { kind: 'partnerFirm', firmId: id, membership });
  if (!allowed.ok) return allowed;
  const firm = await firmWithMembers(db, id);
  if (!firm) return failure('not-found', FIRM_TEXTS.firmNotFound);
  return success({ partner_firm_id: firm.partner_firm_id, name: firm.name });
};

/** A firm's balance: its owners and platform admins. Left out, the caller's own firm. */
export const firmBalance = async (db: Database, caller: UserCaller, firmId?: string) => {
  const firm = await readableFirm(db, caller, firmId);
  if (!firm.ok) return firm;
  return success({
    ...firm.value,
    balance: await balanceOf(db, firmAccount(firm.value.partner_firm_id)),
  });
};
