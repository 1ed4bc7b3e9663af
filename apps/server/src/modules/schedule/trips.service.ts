import type { Brief, Trip, TripValues } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { SCHEDULE_REFUSALS, type RecordOwner } from '../../domain/policies/index.js';
import { failure, foundOr, notFound, success, type Result } from '../../domain/result.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import {
  auditSchedule,
  companyFor,
  homeToManage,
  recordFor,
  scopeToRead,
} from './schedule-access.js';
import { resolveStops } from './segments.js';
import { briefOf } from './trip-brief.js';
import { statusFor } from './trip-levels.js';
import { briefMail, pendingMail, rejectedMail } from './trip-mails.js';
import { travellerFor } from './travellers.service.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import {
  decideTrip,
  findTrip,
  insertTrip,
  listTrips,
  removeTrip,
  updateTrip,
  type TripWrite,
} from './trips.repository.js';

const DAY_MS = 86_400_000;

const tripFor = recordFor(findTrip, M.trip);

/** The trip's traveller must be one of the same owner's travellers. */
const travellerOfOwner = async (
  db: Database,
  caller: UserCaller,
  owner: RecordOwner,
  travellerId: string,
) => {
  const traveller = await travellerFor(db, caller, travellerId, 'read');
  if (!traveller.ok) return traveller;
  const same =
    traveller.value.owner.companyId === owner.companyId &&
    traveller.value.owner.userId === owner.userId;
  return same ? success(traveller.value) : notFound(M.traveller);
};

/** A written trip as replies show it, and the mail its traveller gets now, if any. */
const tellTraveller = async (
  tx: Database,
  caller: UserCaller,
  id: string,
  event: 'saved' | 'approved',
) => {
  const found = await findTrip(tx, id);
  if (!found) throw new Error('written trip not found');
  const { trip } = found;
  if (trip.status === 'pending_approval') {
    await enqueueMail(tx, pendingMail(trip));
    await emitWebhookEvent(tx, trip.company_id, 'trip.pending_approval', {
      trip_id: trip.trip_id,
      traveller_id: trip.traveller.traveller_id,
      countries: [...new Set(trip.segments.map((stop) => stop.country))],
    });
  } else if (event === 'approved' || trip.status === 'planned') {
    await enqueueMail(tx, briefMail(await briefOf(tx, caller, found), event === 'approved'));
  }
  return trip;
};

/** A checked trip form, ready to write: its traveller, stops and status. */
export const prepareTrip = async (
  db: Database,
  caller: UserCaller,
  owner: RecordOwner,
  values: TripValues,
): Promise<Result<TripWrite>> => {
  const traveller = await travellerOfOwner(db, caller, owner, values.traveller_id);
  if (!traveller.ok) return traveller;
  const stops = await resolveStops(values.segments);
  if (!stops.ok) return stops;
  const status = await statusFor(db, caller, owner.companyId, stops.value.countries);
  return success({
    travellerId: values.traveller_id,
    purpose: values.purpose,
    status,
    stops: stops.value,
  });
};

/** Writes a prepared trip (a new one, or `id`'s change) with its audit row and its mail. */
export const saveTrip = async (
  tx: Database,
  caller: UserCaller,
  owner: RecordOwner,
  write: TripWrite,
  id?: string,
): Promise<Trip | null> => {
  const tripId = id ?? (await insertTrip(tx, owner, caller.userId, write));
  if (id && !(await updateTrip(tx, id, write))) return null;
  await auditSchedule(tx, caller, owner.companyId, {
    action: id ? 'trip.update' : 'trip.create',
    target: { kind: 'trip', id: tripId },
    detail: { purpose: write.purpose, status: write.status, stops: write.stops.segments.length },
  });
  return tellTraveller(tx, caller, tripId, 'saved');
};

const writeTrip = async (
  db: Database,
  caller: UserCaller,
  owner: RecordOwner,
  values: TripValues,
  id?: string,
): Promise<Result<Trip>> => {
  const write = await prepareTrip(db, caller, owner, values);
  if (!write.ok) return write;
  return transactionResult(db, async (tx) =>
    foundOr(await saveTrip(tx, caller, owner, write.value, id), M.trip),
  );
};

export const createTrip = async (db: Database, caller: UserCaller, values: TripValues) => {
  const home = await homeToManage(db, caller);
  return home.ok ? writeTrip(db, caller, home.value, values) : home;
};

export const updateTripOf = async (
  db: Database,
  caller: UserCaller,
  { trip_id, ...values }: TripValues & { trip_id: string },
) => {
  const found = await tripFor(db, caller, trip_id, 'manage');
  return found.ok ? writeTrip(db, caller, found.value.owner, values, trip_id) : found;
};

export const tripOf = async (db: Database, caller: UserCaller, id: string) => {
  const found = await tripFor(db, caller, id, 'read');
  return found.ok ? success(found.value.trip) : found;
};

export const tripBriefOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<Brief>> => {
  const found = await tripFor(db, caller, id, 'read');
  return found.ok ? success(await briefOf(db, caller, found.value)) : found;
};

export const removeTripOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<Trip>> => {
  const found = await tripFor(db, caller, id, 'manage');
  if (!found.ok) return found;
  return transactionResult(db, async (tx) => {
    if (!(await removeTrip(tx, id))) return notFound(M.trip);
    await auditSchedule(tx, caller, found.value.owner.companyId, {
      action: 'trip.delete',
      target: { kind: 'trip', id },
      detail: { purpose: found.value.trip.purpose },
    });
    return success(found.value.trip);
  });
};

/** Trips overlapping [from, to); by default the seven days from the start of today (UTC). */
export const tripsOf = async (
  db: Database,
  caller: UserCaller,
  filter: { from?: string; to?: string; traveller_id?: string; limit?: number; offset?: number },
) => {
  const reader = await scopeToRead(db, caller);
  if (!reader.ok) return reader;
  const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  const from = filter.from ? new Date(filter.from) : today;
  const to = filter.to ? new Date(filter.to) : new Date(from.getTime() + 7 * DAY_MS);
  const page = await listTrips(db, reader.value.scope, {
    from,
    to,
    travellerId: filter.traveller_id,
    limit: filter.limit,
    offset: filter.offset,
  });
  return success({ ...page, canManage: reader.value.canManage });
};

/**
 * An owner or admin of the trip's company approves or rejects a trip waiting for approval; the
 * traveller is mailed the brief, or the note (docs/rules/schedule.md, "Approvals").
 */
export const decideTripOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
  decision: { status: 'approved'; note: string | null } | { status: 'rejected'; note: string },
): Promise<Result<Trip>> => {
  const found = await tripFor(db, caller, id, 'read');
  if (!found.ok) return found;
  const approver = await companyFor(db, caller, 'decide');
  if (!approver.ok) return approver;
  if (approver.value.companyId !== found.value.owner.companyId) {
    return failure('forbidden', SCHEDULE_REFUSALS.notYours);
  }
  if (found.value.trip.status !== 'pending_approval') return failure('conflict', M.notPending);
  const { note } = decision;
  return transactionResult(db, async (tx) => {
    const decided = await decideTrip(tx, id, { status: decision.status, by: caller.userId, note });
    if (!decided) return failure('conflict', M.notPending);
    await auditSchedule(tx, caller, found.value.owner.companyId, {
      action: decision.status === 'approved' ? 'trip.approve' : 'trip.reject',
      target: { kind: 'trip', id },
      detail: { purpose: found.value.trip.purpose, ...(note ? { note } : {}) },
    });
    if (decision.status === 'approved') {
      return success(await tellTraveller(tx, caller, id, 'approved'));
    }
    const after = await findTrip(tx, id);
    if (!after) return notFound(M.trip);
    await enqueueMail(tx, rejectedMail(after.trip, decision.note));
    return success(after.trip);
  });
};
