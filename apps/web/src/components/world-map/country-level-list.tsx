import type { CountrySummary } from '@georisk/contract/resources/country';
import { RISK_LEVELS } from '@georisk/contract/constants';
import { COUNTRIES } from '@georisk/contract/countries';
import { useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { countryPath } from '../../config/paths';
import { swatchClass } from '../risk-scale/risk-scale';
import { Sparkline, trendWords } from '../trend/sparkline';

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

const matches = (wanted: string) => (c: { code: string; name: string }) =>
  plain(c.name).includes(wanted) || c.code.toLowerCase() === wanted;

interface Row {
  code: string;
  name: string;
  riskLevel: CountrySummary['riskLevel'];
  score: number | null;
}

/**
 * Every country with a level, in the map's order, then — once a name is typed — every other
 * country of the contract's list that matches, without a signal: so a micro-state too small for
 * the map (Monaco, Liechtenstein) is a few letters away from its page.
 */
const findCountries = (ranked: CountrySummary[], wanted: string): Row[] => {
  if (!wanted) return ranked;
  const levelled = new Set(ranked.map((c) => c.code));
  const quiet = COUNTRIES.filter((c) => !levelled.has(c.code) && matches(wanted)(c)).map((c) => ({
    code: c.code,
    name: c.name,
    riskLevel: null,
    score: null,
  }));
  return [...ranked.filter(matches(wanted)), ...quiet];
};

const TrendOf = ({ name, scores }: { name: string; scores: number[] | undefined }) =>
  scores ? (
    <span className="country-level-row-trend">
      <Sparkline scores={scores} label={`${name}, ${trendWords(scores)}`} />
    </span>
  ) : null;

const plural = (n: number) => (n === 1 ? 'country' : 'countries');

const countLine = (wanted: string, shown: number, levelled: number) => {
  if (wanted) return shown === 0 ? 'No country matches.' : `${shown} ${plural(shown)} found`;
  return levelled === 0
    ? 'No country has a signal in the last 30 days.'
    : `${levelled} ${plural(levelled)} with a level`;
};

/**
 * The map's accessible alternative, and the way to small countries: every country with a level,
 * in the map's order, with a box that finds any country by name or code.
 */
export const CountryLevelList = ({
  countries,
  trends,
}: {
  countries: CountrySummary[];
  /** Each country's recent daily scores, by code (docs/rules/trends.md). */
  trends?: Map<string, number[]>;
}) => {
  const [filter, setFilter] = useState('');
  const id = useId();
  const ranked = useMemo(() => rankCountries(countries), [countries]);
  const wanted = plain(filter);
  const shown = findCountries(ranked, wanted);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        Countries with a risk level
      </h3>
      <p id={`${id}-about`} className="small text-body-secondary">
        Highest level first, then by score: the score (0 to 100) adds up the country&apos;s news of
        the last 30 days and its answered requests, the most severe and the newest counting most.
        Each country&apos;s page lists the reasons behind its score. Type a name to find any
        country, also the smallest and those without a signal.
      </p>
      <Form.Group controlId={`${id}-filter`} className="mb-2">
        <Form.Label className="small mb-1">Find a country</Form.Label>
        <Form.Control
          type="search"
          size="sm"
          value={filter}
          placeholder="Country name or code"
          aria-describedby={`${id}-count`}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Form.Group>
      <p id={`${id}-count`} className="small text-body-secondary mb-1" aria-live="polite">
        {countLine(wanted, shown.length, ranked.length)}
      </p>
      {shown.length > 0 && (
        <ol className="world-map-list list-unstyled small mb-0" aria-describedby={`${id}-about`}>
          {shown.map((country) => (
            <li key={country.code} className="country-level-row py-1">
              <span className={swatchClass(country.riskLevel)} aria-hidden="true" />
              <Link to={countryPath(country.code)}>{country.name}</Link>
              <TrendOf name={country.name} scores={trends?.get(country.code)} />
              <span className="country-level-row-level text-body-secondary text-nowrap">
                {country.score === null ? (
                  'No signal'
                ) : (
                  <>
                    {country.riskLevel} ·{' '}
                    <Link
                      to={`${countryPath(country.code)}#reasons-title`}
                      aria-label={`Why ${country.name} scores ${country.score}`}
                    >
                      {country.score}
                    </Link>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
