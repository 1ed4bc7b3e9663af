import { geoEqualEarth } from 'd3-geo';
import type { WorldShapes } from './use-world-shapes';

export interface MapProjection {
  /** A point's place on the map's drawing (its viewBox units), or null off the map. */
  toMap: (lat: number, lon: number) => [number, number] | null;
  /** The coordinates under a point of the drawing, or null outside the world's outline. */
  toLatLon: (x: number, y: number) => { lat: number; lon: number } | null;
}

/**
 * The projection the world's shapes were drawn with at build time (scripts/world-map.mjs writes
 * its scale and translation into the shapes file), through d3-geo's Equal Earth: the exposure map
 * puts branches and news where the countries are, and reads a click back into coordinates.
 */
export const mapProjection = (world: Pick<WorldShapes, 'projection'>): MapProjection => {
  const projection = geoEqualEarth()
    .scale(world.projection.scale)
    .translate(world.projection.translate);
  return {
    toMap: (lat, lon) => projection([lon, lat]),
    toLatLon: (x, y) => {
      const point = projection.invert?.([x, y]);
      if (!point) return null;
      const [lon, lat] = point;
      // Outside the outline the inverse still answers, with a longitude past ±180°.
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lon) > 180) return null;
      if (Math.abs(lat) > 90) return null;
      return { lat, lon };
    },
  };
};
