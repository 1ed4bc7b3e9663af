import {
  COUNTRY_CODES,
  MESSAGES,
  TRIP_CSV_COLUMNS,
  TRIP_LIMITS,
  TRIP_MESSAGES,
  canonicalEmail,
  type Traveller,
  type TripImportError,
} from '@georisk/contract';
import { readCsvTable, unquoteFormula } from '../../csv/csv-table.js';
import { findCity } from '../places/index.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { instantOf, zoneOf } from './time-zones.js';
import { orderedStops, type ReadStop } from './trip-ics.js';

type Cells = Record<(typeof TRIP_CSV_COLUMNS)[number], string>;

export interface ImportedTrip {
  travellerId: string;
  purpose: string;
  stops: ReadStop[];
}

const WALL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/;
const CSV_TEXTS = {
  header: M.csvHeader,
  noRows: M.csvNoRows,
  tooManyRows: M.csvTooManyRows,
  columnCount: M.csvColumnCount,
  unreadable: M.csvUnreadable,
};

/** One row as a stop of its traveller's trip, or its first mistake (in the columns' order). */
const readRow = async (
  cells: Cells,
  line: number,
  travellers: Map<string, Traveller>,
): Promise<{ travellerId: string; purpose: string; stop: ReadStop } | string> => {
  const email = cells.traveller_email.trim();
  const traveller = travellers.get(canonicalEmail(email)) ?? travellers.get(email.toLowerCase());
  if (!traveller) return M.csvUnknownTraveller(email);
  const purpose = unquoteFormula(cells.purpose).trim().normalize('NFC');
  if (!purpose) return TRIP_MESSAGES.purpose;
  const country = cells.country.trim().toUpperCase();
  if (!COUNTRY_CODES.has(country)) return MESSAGES.invalidCountry;
  const cityName = unquoteFormula(cells.city).trim();
  const city = cityName ? await findCity(cityName, country) : null;
  if (cityName && !city) return M.csvCityNotFound(cityName, country);
  const place = city
    ? { place_name: city.name, lat: city.lat, lon: city.lon, country }
    : { country };
  const zone = await zoneOf(place);
  const from = WALL.exec(cells.from.trim());
  if (!from) return TRIP_MESSAGES.from;
  const to = WALL.exec(cells.to.trim());
  if (!to) return TRIP_MESSAGES.to;
  const fromWall = `${from[1]}T${from[2]}`;
  const toWall = `${to[1]}T${to[2]}`;
  const fromUtc = instantOf(fromWall, zone);
  if (!fromUtc) return M.noSuchTime(fromWall, zone);
  const toUtc = instantOf(toWall, zone);
  if (!toUtc) return M.noSuchTime(toWall, zone);
  if (toUtc <= fromUtc) return M.eventEndsBeforeStart.replace('event', 'stop');
  return {
    travellerId: traveller.traveller_id,
    purpose,
    stop: { line, stop: { ...place, from: fromWall, to: toWall }, fromUtc, toUtc },
  };
};

/**
 * A trips CSV (docs/rules/schedule.md, "Import"): one row per stop; rows with the same traveller
 * and purpose make one trip. All or nothing: every bad row with its line and reason.
 */
export const readTripCsv = async (
  text: string,
  travellers: Map<string, Traveller>,
): Promise<{ ok: true; trips: ImportedTrip[] } | { ok: false; errors: TripImportError[] }> => {
  const table = readCsvTable(text, TRIP_CSV_COLUMNS, TRIP_LIMITS.importRows, CSV_TEXTS);
  if (!table.ok) return table;
  const errors: TripImportError[] = [];
  const trips = new Map<string, ImportedTrip>();
  for (const { line, cells, message } of table.rows) {
    const read = cells ? await readRow(cells, line, travellers) : (message ?? M.csvUnreadable);
    if (typeof read === 'string') {
      errors.push({ line, message: read });
      continue;
    }
    const key = `${read.travellerId}\u0000${read.purpose}`;
    const trip = trips.get(key) ?? {
      travellerId: read.travellerId,
      purpose: read.purpose,
      stops: [],
    };
    trip.stops.push(read.stop);
    trips.set(key, trip);
  }
  for (const trip of trips.values()) {
    if (trip.stops.length > TRIP_LIMITS.segments) {
      errors.push({ line: trip.stops[0]?.line ?? 1, message: TRIP_MESSAGES.tooManySegments });
      continue;
    }
    const ordered = orderedStops(trip.stops);
    if (ordered.ok) trip.stops = ordered.stops;
    else errors.push(...ordered.errors);
  }
  errors.sort((a, b) => a.line - b.line);
  return errors.length ? { ok: false, errors } : { ok: true, trips: [...trips.values()] };
};
