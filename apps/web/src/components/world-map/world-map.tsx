import type { CountrySummary } from '@georisk/contract/resources/country';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { countryPath } from '../../config/paths';
import { fillOf, MAP_LEVELS, swatchClass } from './risk-colours';
import { useWorldShapes, type WorldShape } from './use-world-shapes';

interface Props {
  countries: CountrySummary[];
  /** The heading the map and its list are named by. */
  labelledBy: string;
}

const Legend = () => (
  <ul
    className="world-map-legend list-unstyled d-flex flex-wrap gap-3 small mb-2"
    aria-label="Legend"
  >
    {MAP_LEVELS.map((level) => (
      <li key={level}>
        <span className={swatchClass(level)} aria-hidden="true" />
        {level}
      </li>
    ))}
    <li>
      <span className={swatchClass(null)} aria-hidden="true" />
      No signal
    </li>
  </ul>
);

/**
 * Every country coloured by its level; hover or focus names it, a click opens its page. Countries
 * with a level are links (keyboard-reachable); the list beside the map says the same in text.
 */
export const WorldMap = ({ countries, labelledBy }: Props) => {
  const world = useWorldShapes();
  const navigate = useNavigate();
  const [pointed, setPointed] = useState<WorldShape | null>(null);
  const byCode = useMemo(() => new Map(countries.map((c) => [c.code, c])), [countries]);
  const ranked = useMemo(() => [...countries].sort((a, b) => b.score - a.score), [countries]);
  const levelOf = (code: string) => byCode.get(code)?.riskLevel ?? null;

  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <Legend />
        <p className="world-map-caption small mb-1" aria-live="polite">
          {pointed ? `${pointed.name}: ${levelOf(pointed.code) ?? 'No signal'}` : '\u00a0'}
        </p>
        <div className={world ? 'world-map' : 'world-map world-map-loading'}>
          {world && (
            <svg
              viewBox={`0 0 ${world.width} ${world.height}`}
              role="group"
              aria-labelledby={labelledBy}
              onMouseLeave={() => setPointed(null)}
            >
              {world.shapes.map((shape, index) => {
                const level = shape.code ? levelOf(shape.code) : null;
                const path = (
                  <path
                    d={shape.d}
                    fill={fillOf(level)}
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
            </svg>
          )}
        </div>
      </div>
      <div className="col-lg-4">
        <h3 className="h6">Countries with a risk level</h3>
        {ranked.length === 0 ? (
          <p className="small text-body-secondary">No country has a signal in the last 30 days.</p>
        ) : (
          <ol className="world-map-list list-unstyled small mb-0">
            {ranked.map((country) => (
              <li key={country.code} className="d-flex align-items-center gap-2 py-1">
                <span className={swatchClass(country.riskLevel)} aria-hidden="true" />
                <Link to={countryPath(country.code)}>{country.name}</Link>
                <span className="ms-auto text-body-secondary">
                  {country.riskLevel} · {country.score}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
};
