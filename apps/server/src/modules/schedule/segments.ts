import type { Segment, SegmentValues } from '@georisk/contract';
import type { StoredSegment } from '../../db/schema.js';
import { failure, success, type Result } from '../../domain/result.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { instantOf, wallClockOf, zoneOf } from './time-zones.js';

/** A trip's stops as stored, and what the trips table indexes of them. */
export interface ResolvedStops {
  segments: StoredSegment[];
  countries: string[];
  startsAt: Date;
  endsAt: Date;
}

/**
 * The stops of a form, their local times read in each stop's zone and kept as UTC instants; in
 * order, each ending after it begins and beginning no earlier than the one before ends
 * (docs/rules/schedule.md, "Times"). The first mistake names its stop.
 */
export const resolveStops = async (stops: SegmentValues[]): Promise<Result<ResolvedStops>> => {
  const segments: StoredSegment[] = [];
  for (const [i, stop] of stops.entries()) {
    const n = i + 1;
    const located = stop.lat != null && stop.lon != null;
    const timeZone = await zoneOf(stop);
    const from = instantOf(stop.from, timeZone);
    if (!from) return failure('invalid', M.stop(n, M.noSuchTime(stop.from, timeZone)));
    const to = instantOf(stop.to, timeZone);
    if (!to) return failure('invalid', M.stop(n, M.noSuchTime(stop.to, timeZone)));
    if (to <= from) return failure('invalid', M.stop(n, M.endsBeforeStart));
    const previous = segments[i - 1];
    if (previous && from < new Date(previous.toUtc)) {
      return failure('invalid', M.stop(n, M.overlaps(n - 1)));
    }
    segments.push({
      placeName: stop.place_name || null,
      lat: located ? (stop.lat ?? null) : null,
      lon: located ? (stop.lon ?? null) : null,
      country: stop.country,
      timeZone,
      fromUtc: from.toISOString(),
      toUtc: to.toISOString(),
    });
  }
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return failure('invalid', M.stop(1, M.endsBeforeStart));
  return success({
    segments,
    countries: [...new Set(segments.map((s) => s.country))],
    startsAt: new Date(first.fromUtc),
    endsAt: new Date(last.toUtc),
  });
};

/** A stored stop as replies show it: local times in its zone, and the instants. */
export const segmentOf = (s: StoredSegment): Segment => ({
  place_name: s.placeName,
  lat: s.lat,
  lon: s.lon,
  country: s.country,
  time_zone: s.timeZone,
  from: wallClockOf(s.fromUtc, s.timeZone),
  to: wallClockOf(s.toUtc, s.timeZone),
  from_utc: s.fromUtc,
  to_utc: s.toUtc,
});
