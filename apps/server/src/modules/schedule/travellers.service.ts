import type { Traveller, TravellerValues } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { membershipOf, writeKept, type KeptEvent } from '../companies/index.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { homeToManage, pageFor, recordFor } from './schedule-access.js';
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

/** A traveller the caller may `read` or `manage`; 404 when there is none, 403 if not theirs. */
export const travellerFor = recordFor(findTraveller, M.traveller);

const EVENT: KeptEvent<Traveller> = {
  kind: 'traveller',
  idOf: (traveller) => traveller.traveller_id,
  label: M.traveller,
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
  const write = (tx: Database) => insertTraveller(tx, home.value, values);
  return writeKept(
    db,
    caller,
    home.value.companyId,
    { ...EVENT, action: 'traveller.create' },
    write,
  );
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
  const { companyId } = found.value.owner;
  const write = (tx: Database) => updateTraveller(tx, traveller_id, values);
  return writeKept(db, caller, companyId, { ...EVENT, action: 'traveller.update' }, write);
};

export const removeTravellerOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<Traveller>> => {
  const found = await travellerFor(db, caller, id, 'manage');
  if (!found.ok) return found;
  if (await hasLiveTrips(db, id)) return failure('in-use', M.travellerHasTrips);
  const { traveller, owner } = found.value;
  const write = async (tx: Database) => ((await removeTraveller(tx, id)) ? traveller : null);
  return writeKept(db, caller, owner.companyId, { ...EVENT, action: 'traveller.delete' }, write);
};

export const travellersOf = pageFor(listTravellers);
