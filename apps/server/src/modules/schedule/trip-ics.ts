import { TRIP_LIMITS, type SegmentValues, type TripImportError } from '@georisk/contract';
import ICAL from 'ical.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { locate } from './trip-location.js';
import { isKnownZone, wallClockOf, zoneOf } from './time-zones.js';
import { DateTime } from 'luxon';

/** A stop read from a file, with the line it came from (for overlap errors after sorting). */
export interface ReadStop {
  line: number;
  stop: SegmentValues;
  fromUtc: Date;
  toUtc: Date;
}

export type StopsReading =
  { ok: true; stops: ReadStop[] } | { ok: false; errors: TripImportError[] };

type IcalTime = ReturnType<ICAL.Event['startDate']['clone']>;

/** Raw lines as a text editor numbers them (CRLF, LF or CR). */
const linesOf = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/** Binary data (NUL or other control bytes, or undecodable bytes) is not a calendar. */
const looksBinary = (text: string) =>
  [...text.slice(0, 100_000)].some((c) => {
    const code = c.charCodeAt(0);
    return code === 0xfffd || (code < 32 && c !== '\t' && c !== '\n' && c !== '\r');
  });

/** A line that is neither a continuation (leading space or tab) nor `NAME...:value`. */
const brokenLine = (lines: string[]) =>
  lines.findIndex(
    (line) => line !== '' && !/^[ \t]/.test(line) && !/^[A-Za-z0-9-]+[;:]/.test(line),
  );

/**
 * The instant of an event's DTSTART or DTEND: UTC as written, a TZID's zone (an IANA name),
 * or — floating or a date — the wall-clock time in the stop's own zone.
 */
const instantOf = (
  time: IcalTime,
  tzid: string | null,
  placeZone: string,
): Date | { unknownZone: string } => {
  const wall = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
  };
  if (time.zone?.tzid === 'UTC') return DateTime.fromObject(wall, { zone: 'UTC' }).toJSDate();
  if (tzid && !isKnownZone(tzid)) return { unknownZone: tzid };
  return DateTime.fromObject(wall, { zone: tzid ?? placeZone }).toJSDate();
};

/** One VEVENT as a stop, or why it cannot be one. */
const readEvent = async (vevent: ICAL.Component): Promise<Omit<ReadStop, 'line'> | string> => {
  const event = new ICAL.Event(vevent);
  const location = (event.location ?? '').trim();
  if (!location) return M.icsNoLocation;
  const start = vevent.getFirstProperty('dtstart');
  if (!start || (!vevent.hasProperty('dtend') && !vevent.hasProperty('duration'))) {
    return M.icsNoTimes;
  }
  const place = await locate(location);
  if (!place) return M.unknownLocation(location);
  const zone = await zoneOf(place);
  const tzidOf = (name: string) => {
    const value = vevent.getFirstProperty(name)?.getParameter('tzid');
    return typeof value === 'string' ? value : null;
  };
  const from = instantOf(event.startDate, tzidOf('dtstart'), zone);
  const to = instantOf(event.endDate, tzidOf('dtend') ?? tzidOf('dtstart'), zone);
  if (!(from instanceof Date)) return M.icsUnknownZone(from.unknownZone);
  if (!(to instanceof Date)) return M.icsUnknownZone(to.unknownZone);
  if (to <= from) return M.eventEndsBeforeStart;
  return {
    stop: { ...place, from: wallClockOf(from, zone), to: wallClockOf(to, zone) },
    fromUtc: from,
    toUtc: to,
  };
};

const parseCalendar = (text: string): ICAL.Component | string => {
  try {
    return new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 200) : 'unreadable';
  }
};

/**
 * An iCalendar file as one trip's stops (docs/rules/schedule.md, "Import"): every VEVENT with a
 * LOCATION becomes a stop; all or nothing, each bad event reported at its BEGIN:VEVENT line.
 */
export const readIcs = async (text: string): Promise<StopsReading> => {
  if (looksBinary(text)) return { ok: false, errors: [{ line: 1, message: M.icsNotText }] };
  const lines = linesOf(text);
  const broken = brokenLine(lines);
  if (broken >= 0) {
    return {
      ok: false,
      errors: [
        { line: broken + 1, message: M.icsUnreadable('a continued line must start with a space') },
      ],
    };
  }
  const calendar = parseCalendar(text);
  if (typeof calendar === 'string') {
    return { ok: false, errors: [{ line: 1, message: M.icsUnreadable(calendar) }] };
  }
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length === 0) return { ok: false, errors: [{ line: 1, message: M.icsNoEvents }] };
  if (events.length > TRIP_LIMITS.segments) {
    return { ok: false, errors: [{ line: 1, message: M.icsTooManyEvents }] };
  }
  const begins = lines.flatMap((line, i) => (/^BEGIN:VEVENT\s*$/i.test(line) ? [i + 1] : []));
  const stops: ReadStop[] = [];
  const errors: TripImportError[] = [];
  for (const [i, vevent] of events.entries()) {
    const line = begins[i] ?? 1;
    const read = await readEvent(vevent);
    if (typeof read === 'string') errors.push({ line, message: read });
    else stops.push({ line, ...read });
  }
  return errors.length ? { ok: false, errors } : orderedStops(stops);
};

/** Stops sorted by start; a stop beginning before the previous one ends is a mistake. */
export const orderedStops = (stops: ReadStop[]): StopsReading => {
  const sorted = [...stops].sort((a, b) => a.fromUtc.getTime() - b.fromUtc.getTime());
  const errors: TripImportError[] = [];
  sorted.forEach((stop, i) => {
    const previous = sorted[i - 1];
    if (previous && stop.fromUtc < previous.toUtc) {
      errors.push({ line: stop.line, message: M.overlapsLine(previous.line) });
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, stops: sorted };
};
