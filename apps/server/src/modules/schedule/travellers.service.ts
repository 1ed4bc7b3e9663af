import type { Traveller, TravellerValues } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import { failure, foundOr, notFound, success, type Result } from '../../domain/result.js';
import { membershipOf } from '../companies/index.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { auditSchedule, homeToManage, mayActOn, scopeToRead } from './schedule-access.js';
import { hasLiveTrips } from './trips.repository.js';
import {
  findTraveller,
  insertTraveller,
  listTravellers,
  removeTraveller,
  updateTraveller,
} from './travellers.repository.js';

/** A traveller's account must be a member of the same company (or the solo customer). */
const accountFits = async (db: Database, owner: RecordOwner, accountId?: string | null) => {
  if (!accountId) return true;
  if (owner.companyId === null) return accountId === owner.userId;
  return (await membershipOf(db, accountId))?.companyId === owner.companyId;
};

export const travellerFor = async (
  db: Database,
  caller: UserCaller,
  id: string,
  action: 'read' | 'manage',
) => {
  const found = await findTraveller(db, id);
  if (!found) return notFound(M.traveller);
  const allowed = await mayActOn(db, caller, found.owner, action);
  return allowed.ok ? success(found) : allowed;
};

export const createTraveller = async (
  db: Database,
  caller: UserCaller,
  values: TravellerValues,
): Promise<Result<Traveller>> => {
  const home = await homeToManage(db, caller);
  if (!home.ok) return home;
  if (!(await accountFits(db, home.value, values.user_id))) {
    return failure('invalid', M.travellerAccountElsewhere);
  }
  return transactionResult(db, async (tx) => {
    const traveller = await insertTraveller(tx, home.value, values);
    await auditSchedule(tx, caller, home.value.companyId, {
      action: 'traveller.create',
      target: { kind: 'traveller', id: traveller.traveller_id },
      detail: { name: traveller.name },
    });
    return success(traveller);
  });
};

export const travellerOf = async (db: Database, caller: UserCaller, id: string) => {
  const found = await travellerFor(db, caller, id, 'read');
  return found.ok ? success(found.value.traveller) : found;
};

export const updateTravellerOf = async (
  db: Database,
  caller: UserCaller,
  { traveller_id, ...values }: TravellerValues & { traveller_id: string },
): Promise<Result<Traveller>> => {
  const found = await travellerFor(db, caller, traveller_id, 'manage');
  if (!found.ok) return found;
  if (!(await accountFits(db, found.value.owner, values.user_id))) {
    return failure('invalid', M.travellerAccountElsewhere);
  }
  return transactionResult(db, async (tx) => {
    const traveller = await updateTraveller(tx, traveller_id, values);
    if (traveller) {
      await auditSchedule(tx, caller, found.value.owner.companyId, {
        action: 'traveller.update',
        target: { kind: 'traveller', id: traveller_id },
        detail: { name: traveller.name },
      });
    }
    return foundOr(traveller, M.traveller);
  });
};

export const removeTravellerOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<Traveller>> => {
  const found = await travellerFor(db, caller, id, 'manage');
  if (!found.ok) return found;
  if (await hasLiveTrips(db, id)) return failure('in-use', M.travellerHasTrips);
  return transactionResult(db, async (tx) => {
    if (!(await removeTraveller(tx, id))) return notFound(M.traveller);
    await auditSchedule(tx, caller, found.value.owner.companyId, {
      action: 'traveller.delete',
      target: { kind: 'traveller', id },
      detail: { name: found.value.traveller.name },
    });
    return success(found.value.traveller);
  });
};

export const travellersOf = async (
  db: Database,
  caller: UserCaller,
  filter: { q?: string; limit?: number; offset?: number },
) => {
  const reader = await scopeToRead(db, caller);
  if (!reader.ok) return reader;
  const page = await listTravellers(db, reader.value.scope, filter);
  return success({ ...page, canManage: reader.value.canManage });
};
