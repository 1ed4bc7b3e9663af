import type { Exposure, ExposureBranch } from '@georisk/contract';
import { useMemo, useState, type MouseEvent } from 'react';
import { MapFrame } from '../../components/world-map/map-frame';
import { mapProjection } from '../../components/world-map/map-projection';
import { useMapZoom } from '../../components/world-map/use-map-zoom';
import { useWorldShapes } from '../../components/world-map/use-world-shapes';
import { levelColour } from '../../components/risk-scale/risk-scale';
import { eventClusters } from './event-clusters';
import { EventMarkers } from './event-markers';
import { BranchMarkers } from './branch-markers';
import { useElementWidth } from './use-element-width';
import './exposure-map.css';

/** Where a click on the map (not on a marker) fell: a new branch may start there. */
export interface MapPoint {
  lat: number;
  lon: number;
  /** The country under the click, when it fell on one. */
  country: string | null;
}

interface Props {
  exposure: Exposure;
  /** The heading the map is named by. */
  labelledBy: string;
  selectedId: string | null;
  onSelect: (branch: ExposureBranch) => void;
  /** A click on the map's empty ground. */
  onPick: (point: MapPoint) => void;
}

/** Coordinates rounded to what a click can mean on this map (about 100 m). */
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The exposure map (docs/rules/branches.md "Exposure map"): countries shaded by level as on the
 * world map, the located news of the last 7 days (clustered when dense) and the branches, sized
 * by people and coloured by their worst open alert. Pan and zoom come from the world map's
 * use-map-zoom and its buttons; the list beside the map says the same in text.
 */
export const ExposureMap = ({ exposure, labelledBy, selectedId, onSelect, onPick }: Props) => {
  const world = useWorldShapes();
  const projection = useMemo(() => (world ? mapProjection(world) : null), [world]);
  const clusters = useMemo(() => eventClusters(exposure.events), [exposure.events]);
  const levels = useMemo(
    () => new Map(exposure.countries.map((c) => [c.code, c.level])),
    [exposure.countries],
  );
  const zoom = useMapZoom<SVGSVGElement>();
  const { scale, zoomAt } = zoom;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  // Until the viewport is measured (and where nothing is laid out), one pixel a unit.
  const width = useElementWidth(viewport) || (world?.width ?? 1);
  const [picked, setPicked] = useState<{ x: number; y: number } | null>(null);

  // Screen pixels per unit of the drawing: markers keep their size on screen at every zoom.
  const pixelsPerUnit = world ? (width / world.width) * scale : 1;
  const worldPixels = world ? width * scale : width;

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!world || !projection) return;
    const target = event.target as Element;
    if (target.closest('[data-marker]')) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * world.width;
    const y = ((event.clientY - box.top) / box.height) * world.height;
    const at = projection.toLatLon(x, y);
    if (!at) return;
    setPicked({ x, y });
    const country = target.closest('[data-code]')?.getAttribute('data-code') ?? null;
    onPick({ lat: round(at.lat), lon: round(at.lon), country });
  };

  const title = `Map of ${exposure.branches.length} ${exposure.branches.length === 1 ? 'branch' : 'branches'} and ${exposure.events.length} located news of the last 7 days`;

  return (
    <div onKeyDown={zoom.onKeyDown}>
      <MapFrame
        zoom={zoom}
        size={world}
        className="world-map exposure-map"
        caption={
          <p className="small mb-0 flex-grow-1 text-body-secondary">
            Circles: branches (larger: more people). Dots: news, numbers: several news.
          </p>
        }
        labelledBy={labelledBy}
        hint="Click a number to zoom in on its news, a circle to select its branch, or an empty place to add a branch there. The list holds every branch."
        viewportRef={setViewport}
        svgProps={{ onClick: pick }}
      >
        {world && projection && (
          <>
            <title>{title}</title>
            <g aria-hidden="true" className="exposure-map-countries">
              {world.shapes.map((shape, index) => (
                <path
                  key={shape.code || `shape-${index}`}
                  d={shape.d}
                  fill={levelColour(levels.get(shape.code) ?? null)}
                  data-code={shape.code || undefined}
                />
              ))}
            </g>
            <EventMarkers
              items={clusters.at(worldPixels)}
              projection={projection}
              pixelsPerUnit={pixelsPerUnit}
              onExpand={(id, clientX, clientY) =>
                zoomAt((clusters.widthToSplit(id) / Math.max(width, 1)) * 1.05, clientX, clientY)
              }
            />
            <BranchMarkers
              branches={exposure.branches}
              projection={projection}
              pixelsPerUnit={pixelsPerUnit}
              selectedId={selectedId}
              onSelect={onSelect}
            />
            {picked && (
              <circle
                className="exposure-map-pick"
                cx={picked.x}
                cy={picked.y}
                r={5 / pixelsPerUnit}
                aria-hidden="true"
              />
            )}
          </>
        )}
      </MapFrame>
    </div>
  );
};
