import type { TripImportError, TripValues } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { auditSchedule, homeToManage } from './schedule-access.js';
import { readTripCsv, type ImportedTrip } from './trip-csv.js';
import { readIcs } from './trip-ics.js';
import { travellersByEmail } from './travellers.repository.js';
import type { TripWrite } from './trips.repository.js';
import { prepareTrip, saveTrip } from './trips.service.js';

export interface TripImport {
  format: 'ics' | 'csv';
  file: string;
  traveller_id?: string;
  purpose?: string;
}

const refused = (errors: TripImportError[]) =>
  failure('invalid', M.importRefused(errors.length), { data: { errors } });

/** The trips a file holds: an ICS file is one trip (of the chosen traveller), a CSV any number. */
const tripsOfFile = async (
  db: Database,
  owner: RecordOwner,
  body: TripImport,
): Promise<Result<ImportedTrip[]>> => {
  if (body.format === 'csv') {
    const reading = await readTripCsv(body.file, await travellersByEmail(db, owner));
    return reading.ok ? success(reading.trips) : refused(reading.errors);
  }
  if (!body.traveller_id) return failure('invalid', M.icsTravellerNeeded);
  if (!body.purpose) return failure('invalid', M.icsPurposeNeeded);
  const reading = await readIcs(body.file);
  if (!reading.ok) return refused(reading.errors);
  return success([{ travellerId: body.traveller_id, purpose: body.purpose, stops: reading.stops }]);
};

const valuesOf = (trip: ImportedTrip): TripValues => ({
  traveller_id: trip.travellerId,
  purpose: trip.purpose,
  segments: trip.stops.map((s) => s.stop),
});

/**
 * `trip/import` (docs/rules/schedule.md, "Import"): every trip of the file is checked as a form
 * would be, then all are written in one transaction — or none, with every mistake and its line.
 */
export const importTrips = async (
  db: Database,
  caller: UserCaller,
  body: TripImport,
): Promise<Result<{ imported: number; trip_ids: string[] }>> => {
  const home = await homeToManage(db, caller);
  if (!home.ok) return home;
  const trips = await tripsOfFile(db, home.value, body);
  if (!trips.ok) return trips;
  const writes: TripWrite[] = [];
  const errors: TripImportError[] = [];
  for (const trip of trips.value) {
    const write = await prepareTrip(db, caller, home.value, valuesOf(trip));
    if (write.ok) writes.push(write.value);
    else errors.push({ line: trip.stops[0]?.line ?? 1, message: write.message });
  }
  if (errors.length) return refused(errors);
  return transactionResult(db, async (tx) => {
    const ids: string[] = [];
    for (const write of writes) {
      const trip = await saveTrip(tx, caller, home.value, write);
      if (trip) ids.push(trip.trip_id);
    }
    await auditSchedule(tx, caller, home.value.companyId, {
      action: 'trip.import',
      detail: { format: body.format, trips: ids.length },
    });
    return success({ imported: ids.length, trip_ids: ids });
  });
};
