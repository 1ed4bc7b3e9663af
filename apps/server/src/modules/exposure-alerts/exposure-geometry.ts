import { BRANCH_LIMITS } from '@georisk/contract';
import { getBoundsOfDistance, getDistance } from 'geolib';

/** The sphere geolib measures on (its `earthRadius`): the WGS 84 equatorial radius. */
export const EARTH_RADIUS_M = 6378137;

/** A latitude band and one longitude range, or two when the box crosses the antimeridian. */
export interface Box {
  minLat: number;
  maxLat: number;
  lonRanges: [number, number][];
}

export interface Point {
  lat: number;
  lon: number;
}

/** Rounding in the library's bounds must never drop a branch right at the edge. */
const MARGIN = 1.001;

/**
 * Every point within `km` of `point` (great circle) lies in the box: geolib's bounds (the
 * latitude band; near a pole every longitude), split in two where they wrap round the antimeridian.
 */
export const boxAround = (point: Point, km: number = BRANCH_LIMITS.radiusMax): Box => {
  const [low, high] = getBoundsOfDistance(
    { latitude: point.lat, longitude: point.lon },
    km * 1000 * MARGIN,
  );
  if (!low || !high) throw new Error('geolib gave no bounds');
  const box = { minLat: low.latitude, maxLat: high.latitude };
  if (low.longitude <= high.longitude) {
    return { ...box, lonRanges: [[low.longitude, high.longitude]] };
  }
  return {
    ...box,
    lonRanges: [
      [low.longitude, 180],
      [-180, high.longitude],
    ],
  };
};

/** Great-circle distance in kilometres, to the metre (geolib's spherical earth, as the box). */
export const distanceKm = (from: Point, to: Point) =>
  getDistance(
    { latitude: from.lat, longitude: from.lon },
    { latitude: to.lat, longitude: to.lon },
  ) / 1000;
