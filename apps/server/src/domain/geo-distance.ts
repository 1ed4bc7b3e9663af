import { getBoundsOfDistance, getDistance } from 'geolib';

/** Great-circle distance in km (geolib, as exposure matching measures). */
export const distanceKm = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  getDistance({ latitude: a.lat, longitude: a.lon }, { latitude: b.lat, longitude: b.lon }, 0.1) /
  1000;

/** Rounding in the library's bounds must never drop a point right at the edge. */
const MARGIN = 1.001;

/**
 * The latitude and longitude box holding every point within `km` of `centre`: what a query can
 * read before the exact distance decides. Across the antimeridian the longitude range is the
 * whole circle (a wider box, never a missed point).
 */
export const boundingBox = (centre: { lat: number; lon: number }, km: number) => {
  const [low, high] = getBoundsOfDistance(
    { latitude: centre.lat, longitude: centre.lon },
    km * 1000 * MARGIN,
  );
  if (!low || !high) throw new Error('geolib gave no bounds');
  const wraps = low.longitude > high.longitude;
  return {
    minLat: low.latitude,
    maxLat: high.latitude,
    minLon: wraps ? -180 : low.longitude,
    maxLon: wraps ? 180 : high.longitude,
  };
};
