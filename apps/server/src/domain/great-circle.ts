/** The Earth's mean radius, in km. */
const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export interface LatLon {
  lat: number;
  lon: number;
}

/** The great-circle distance between two points, in km (the haversine formula). */
export const greatCircleKm = (a: LatLon, b: LatLon): number => {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Degrees of latitude and longitude that hold every point within `km` of `centre`. */
export const boxAround = (centre: LatLon, km: number) => {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos(rad(centre.lat));
  // Near a pole (or a box over it) every longitude can be within reach.
  const dLon = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: centre.lat - dLat,
    maxLat: centre.lat + dLat,
    minLon: centre.lon - dLon,
    maxLon: centre.lon + dLon,
  };
};
