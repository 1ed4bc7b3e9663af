import type { ExposureEvent } from '@georisk/contract';
import { RISK_LEVELS, type RiskLevel } from '@georisk/contract/constants';
import Supercluster from 'supercluster';

/** Points closer than this many screen pixels (about) gather into one cluster. */
const CLUSTER_RADIUS_PX = 28;
/** Supercluster's tile extent, in its units: the radius is read against it. */
const EXTENT = 512;
const MAX_CLUSTER_ZOOM = 16;

interface Props {
  /** The worst level of the events gathered: a cluster takes that colour. */
  level: RiskLevel;
  event?: ExposureEvent;
}

export type MapItem =
  | { kind: 'event'; event: ExposureEvent; lat: number; lon: number }
  | { kind: 'cluster'; id: number; count: number; level: RiskLevel; lat: number; lon: number };

/** The worse of two levels (Severe first in RISK_LEVELS). */
const worse = (a: RiskLevel, b: RiskLevel) =>
  RISK_LEVELS.indexOf(a) <= RISK_LEVELS.indexOf(b) ? a : b;

/**
 * The located events, clustered through supercluster (docs/architecture.md) when they are closer
 * on screen than a marker's reach: `at(pixels)` gives the map's items for a world drawn that many
 * screen pixels wide, and `zoomFor` the width at which a cluster comes apart.
 */
export const eventClusters = (events: ExposureEvent[]) => {
  const index = new Supercluster<Props, Props>({
    radius: CLUSTER_RADIUS_PX,
    extent: EXTENT,
    maxZoom: MAX_CLUSTER_ZOOM,
    map: (props) => ({ level: props.level }),
    reduce: (into, props) => {
      into.level = worse(into.level, props.level);
    },
  });
  index.load(
    events.map((event) => ({
      type: 'Feature' as const,
      properties: { level: event.level, event },
      geometry: { type: 'Point' as const, coordinates: [event.lon, event.lat] },
    })),
  );
  /** The cluster zoom at which the world is drawn `pixels` wide (EXTENT units a tile). */
  const zoomOf = (pixels: number) =>
    Math.max(0, Math.min(MAX_CLUSTER_ZOOM, Math.floor(Math.log2(Math.max(pixels, 1) / EXTENT))));
  return {
    at: (pixels: number): MapItem[] =>
      index.getClusters([-180, -85, 180, 85], zoomOf(pixels)).map((feature) => {
        const [lon, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          return {
            kind: 'cluster',
            id: props.cluster_id,
            count: props.point_count,
            level: props.level,
            lat,
            lon,
          };
        }
        return { kind: 'event', event: (props as Props).event as ExposureEvent, lat, lon };
      }),
    /** How many pixels wide the world must be drawn for this cluster to split. */
    widthToSplit: (clusterId: number) => EXTENT * 2 ** index.getClusterExpansionZoom(clusterId),
  };
};
