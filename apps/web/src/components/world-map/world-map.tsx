import type { CountrySummary } from '@georisk/contract/resources/country';
import type { CountryTrend } from '@georisk/contract/resources/trends';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { countryPath } from '../../config/paths';
import { levelColour } from '../risk-scale/risk-scale';
import { CountryLevelList } from './country-level-list';
import { MapFrame } from './map-frame';
import { useMapZoom } from './use-map-zoom';
import { useWorldShapes, type WorldShape } from './use-world-shapes';

interface Props {
  countries: CountrySummary[];
  /** The heading the map and its list are named by. */
  labelledBy: string;
  /** Each country's recent daily scores, drawn as sparklines in the list. */
  trends?: CountryTrend[];
}

/**
 * Every country coloured by its level; hover or focus names it, a click opens its page. Countries
 * with a level are links (keyboard-reachable); the list beside the map says the same in text and
 * finds any country. The map zooms and pans (use-map-zoom) for the small ones.
 */
export const WorldMap = ({ countries, labelledBy, trends }: Props) => {
  const world = useWorldShapes();
  const navigate = useNavigate();
  const [pointed, setPointed] = useState<WorldShape | null>(null);
  const byCode = useMemo(() => new Map(countries.map((c) => [c.code, c])), [countries]);
  const trendOf = useMemo(
    () => (trends ? new Map(trends.map((t) => [t.code, t.scores])) : undefined),
    [trends],
  );
  const levelOf = (code: string) => byCode.get(code)?.riskLevel ?? null;
  const zoom = useMapZoom<SVGSVGElement>();

  return (
    <div className="row g-4">
      <div className="col-lg-8" onKeyDown={zoom.onKeyDown}>
        <MapFrame
          zoom={zoom}
          size={world}
          className="world-map"
          caption={
            <p className="world-map-caption small mb-0 flex-grow-1" aria-live="polite">
              {pointed ? `${pointed.name}: ${levelOf(pointed.code) ?? 'No signal'}` : '\u00a0'}
            </p>
          }
          labelledBy={labelledBy}
          hint="Small countries are easier to find in the list."
          svgProps={{ onMouseLeave: () => setPointed(null) }}
        >
          {world?.shapes.map((shape, index) => {
            const level = shape.code ? levelOf(shape.code) : null;
            const path = (
              <path
                d={shape.d}
                fill={levelColour(level)}
                data-code={shape.code || undefined}
                data-level={level ?? undefined}
                onMouseEnter={() => setPointed(shape)}
                onClick={shape.code ? () => navigate(countryPath(shape.code)) : undefined}
              >
                <title>{`${shape.name}: ${level ?? 'No signal'}`}</title>
              </path>
            );
            return level ? (
              <a
                key={shape.code}
                href={countryPath(shape.code)}
                aria-label={`${shape.name}: ${level}`}
                onFocus={() => setPointed(shape)}
                onBlur={() => setPointed(null)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(countryPath(shape.code));
                }}
              >
                {path}
              </a>
            ) : (
              <g key={shape.code || `shape-${index}`} aria-hidden="true">
                {path}
              </g>
            );
          })}
        </MapFrame>
      </div>
      <div className="col-lg-4">
        <CountryLevelList countries={countries} trends={trendOf} />
      </div>
    </div>
  );
};
