import { CHECKIN_LIMITS, type CheckinValues } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { distanceKm } from '../../domain/geo-distance.js';
import type { RecordOwner } from '../../domain/policies/index.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import {
  locatedEvent,
  ownTravellers,
  stopAt,
  travellersUnderWay,
  type Askable,
} from './checkin-targets.repository.js';
import { CHECKIN_TEXTS as M } from './checkins.messages.js';

/** Each traveller once, in the order found. */
const distinct = (people: Askable[]) => [
  ...new Map(people.map((p) => [p.travellerId, p])).values(),
];

const nonEmpty = (people: Askable[], nobody: string): Result<Askable[]> =>
  people.length > 0 ? success(distinct(people)) : failure('invalid', nobody);

/**
 * Whom a check-in asks (docs/rules/checkins.md, "Whom it asks"): the owner's travellers whose
 * stop under way is in the country, or within 100 km of one of the event's places (a stop known
 * only by its country has no position, so it is never "near"), or the chosen travellers, all of
 * whom must be the owner's.
 */
export const audienceOf = async (
  db: Database,
  owner: RecordOwner,
  values: CheckinValues,
  now: Date,
): Promise<Result<Askable[]>> => {
  if (values.by === 'travellers') {
    const ids = [...new Set(values.traveller_ids ?? [])];
    const found = await ownTravellers(db, owner, ids);
    return found.length === ids.length ? success(found) : notFound(M.traveller);
  }
  const underWay = (await travellersUnderWay(db, owner, now)).flatMap((row) => {
    const stop = stopAt(row.segments, now);
    return stop ? [{ ...row, stop }] : [];
  });
  if (values.by === 'country') {
    const country = values.country ?? '';
    return nonEmpty(
      underWay.filter((t) => t.stop.country === country),
      M.nobodyInCountry(country),
    );
  }
  const event = await locatedEvent(db, values.article_id ?? '');
  if (!event) return notFound(M.event);
  const places = event.places ?? [];
  if (places.length === 0) return failure('invalid', M.eventNotLocated);
  const near = underWay.filter(({ stop }) => {
    if (stop.lat === null || stop.lon === null) return false;
    const at = { lat: stop.lat, lon: stop.lon };
    return places.some((p) => distanceKm(at, p) <= CHECKIN_LIMITS.nearbyKm);
  });
  return nonEmpty(near, M.nobodyNearEvent);
};
