import type { CountrySummary } from '@georisk/contract/resources/country';
import { RISK_LEVELS } from '@georisk/contract/constants';
import { useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { countryPath } from '../../config/paths';
import { swatchClass } from '../risk-scale/risk-scale';

const rank = (level: string | null) =>
  level === null ? RISK_LEVELS.length : RISK_LEVELS.indexOf(level as (typeof RISK_LEVELS)[number]);

/** Highest level first, then the higher score, then by name. */
export const rankCountries = (countries: CountrySummary[]) =>
  [...countries].sort(
    (a, b) =>
      rank(a.riskLevel) - rank(b.riskLevel) || b.score - a.score || a.name.localeCompare(b.name),
  );

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The map's accessible alternative, and the way to small countries: every country with a level,
 * in the map's order, with a filter box over it.
 */
export const CountryLevelList = ({ countries }: { countries: CountrySummary[] }) => {
  const [filter, setFilter] = useState('');
  const id = useId();
  const ranked = useMemo(() => rankCountries(countries), [countries]);
  const wanted = plain(filter);
  const shown = wanted
    ? ranked.filter((c) => plain(c.name).includes(wanted) || c.code.toLowerCase() === wanted)
    : ranked;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        Countries with a risk level
      </h3>
      <p id={`${id}-about`} className="small text-body-secondary">
        Highest level first, then by score: the score (0 to 100) adds up the country&apos;s news of
        the last 30 days and its answered requests, the most severe and the newest counting most.
        Each country&apos;s page lists the reasons behind its score.
      </p>
      {ranked.length === 0 ? (
        <p className="small text-body-secondary">No country has a signal in the last 30 days.</p>
      ) : (
        <>
          <Form.Group controlId={`${id}-filter`} className="mb-2">
            <Form.Label className="small mb-1">Find a country</Form.Label>
            <Form.Control
              type="search"
              size="sm"
              value={filter}
              placeholder="Country name"
              aria-describedby={`${id}-count`}
              onChange={(event) => setFilter(event.target.value)}
            />
          </Form.Group>
          <p id={`${id}-count`} className="small text-body-secondary mb-1" aria-live="polite">
            {shown.length === ranked.length
              ? `${ranked.length} ${ranked.length === 1 ? 'country' : 'countries'}`
              : `${shown.length} of ${ranked.length} countries`}
          </p>
          <ol className="world-map-list list-unstyled small mb-0" aria-describedby={`${id}-about`}>
            {shown.map((country) => (
              <li key={country.code} className="d-flex align-items-center gap-2 py-1">
                <span className={swatchClass(country.riskLevel)} aria-hidden="true" />
                <Link to={countryPath(country.code)}>{country.name}</Link>
                <span className="ms-auto text-body-secondary text-nowrap">
                  {country.riskLevel} ·{' '}
                  <Link
                    to={`${countryPath(country.code)}#reasons-title`}
                    aria-label={`Why ${country.name} scores ${country.score}`}
                  >
                    {country.score}
                  </Link>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
};
