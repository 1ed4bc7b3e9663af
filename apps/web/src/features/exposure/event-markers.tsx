import type { KeyboardEvent, MouseEvent } from 'react';
import type { MapProjection } from '../../components/world-map/map-projection';
import { levelColour } from '../../components/risk-scale/risk-scale';
import type { MapItem } from './event-clusters';

interface Props {
  items: MapItem[];
  projection: MapProjection;
  pixelsPerUnit: number;
  /** A cluster's click or Enter: zoom in on it, where it is on screen. */
  onExpand: (clusterId: number, clientX: number, clientY: number) => void;
}

const EVENT_PX = 4;
const clusterPx = (count: number) => Math.min(20, 9 + 2.5 * Math.log2(count));

const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2] as const;
};

/**
 * The located news: one dot per event coloured by its level, or a numbered circle per cluster
 * (coloured by its worst level) that zooms in on a click, Enter or Space.
 */
export const EventMarkers = ({ items, projection, pixelsPerUnit, onExpand }: Props) => {
  const unit = 1 / pixelsPerUnit;
  return (
    <g className="exposure-map-events">
      {items.map((item) => {
        const at = projection.toMap(item.lat, item.lon);
        if (!at) return null;
        const [x, y] = at;
        if (item.kind === 'event') {
          const { event } = item;
          const label = `${event.level}: ${event.title} (${event.place_name}, ${event.country})`;
          return (
            <circle
              key={`${event.article_id}-${event.place_name}-${event.country}`}
              data-marker="event"
              role="img"
              aria-label={label}
              cx={x}
              cy={y}
              r={EVENT_PX * unit}
              fill={levelColour(event.level)}
              className="exposure-map-event"
            >
              <title>{label}</title>
            </circle>
          );
        }
        const label = `${item.count} news, the worst ${item.level}: zoom in`;
        const expand = (event: MouseEvent<SVGGElement> | KeyboardEvent<SVGGElement>) => {
          const [clientX, clientY] = centreOf(event.currentTarget);
          onExpand(item.id, clientX, clientY);
        };
        return (
          <g
            key={`cluster-${item.id}`}
            data-marker="cluster"
            role="button"
            tabIndex={0}
            aria-label={label}
            className="exposure-map-cluster"
            onClick={expand}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              event.stopPropagation();
              expand(event);
            }}
          >
            <title>{label}</title>
            <circle cx={x} cy={y} r={clusterPx(item.count) * unit} fill={levelColour(item.level)} />
            <text x={x} y={y} dy="0.35em" fontSize={11 * unit} textAnchor="middle">
              {item.count}
            </text>
          </g>
        );
      })}
    </g>
  );
};
