import tzLookup from '@photostructure/tz-lookup';
import ct from 'countries-and-timezones';
import { DateTime } from 'luxon';
import { largestCity } from '../places/index.js';

/**
 * Time zones of trip stops (docs/rules/schedule.md, "Times"): a city's zone from its position
 * (@photostructure/tz-lookup, offline), a country's main zone from its most populous city, or
 * (a country the gazetteer has no city of) the first zone countries-and-timezones lists for it.
 */
export const zoneOf = async (place: {
  lat?: number | null;
  lon?: number | null;
  country: string;
}): Promise<string> => {
  if (place.lat != null && place.lon != null) return tzLookup(place.lat, place.lon);
  const city = await largestCity(place.country);
  if (city) return tzLookup(city.lat, city.lon);
  return ct.getCountry(place.country)?.timezones[0] ?? 'UTC';
};

const WALL = "yyyy-MM-dd'T'HH:mm";

/**
 * The UTC instant of a local wall-clock time in `zone`, or null when that time does not exist
 * there (skipped by a clock change) or cannot be read. A time that occurs twice (clocks going
 * back) is the earlier one.
 */
export const instantOf = (wallClock: string, zone: string): Date | null => {
  const local = DateTime.fromISO(wallClock, { zone });
  if (!local.isValid) return null;
  if (local.toFormat(WALL) !== wallClock.slice(0, 16)) return null;
  return local.toJSDate();
};

/** The local wall-clock time (to the minute) of an instant in `zone`. */
export const wallClockOf = (instant: Date | string, zone: string): string =>
  DateTime.fromJSDate(new Date(instant), { zone }).toFormat(WALL);

/** Whether `zone` is an IANA zone name the runtime knows (an ICS TZID, say). */
export const isKnownZone = (zone: string): boolean => DateTime.local().setZone(zone).isValid;
