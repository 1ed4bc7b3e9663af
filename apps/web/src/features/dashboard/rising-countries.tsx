import { TRENDS } from '@georisk/contract/constants';
import type { CountryTrend } from '@georisk/contract/resources/trends';
import { Link } from 'react-router';
import { Sparkline, trendWords } from '../../components/trend/sparkline';
import { countryPath } from '../../config/paths';

const SHOWN = 5;

/**
 * "Rising fastest this week" (docs/rules/trends.md): the countries whose score rose most over
 * the last seven days, largest rise first (the server's order), each with its sparkline.
 */
export const RisingCountries = ({ trends }: { trends: CountryTrend[] | undefined }) => {
  const rising = (trends ?? []).filter((t) => t.week_change > 0).slice(0, SHOWN);
  return (
    <section aria-labelledby="rising-title" className="mb-4">
      <h2 id="rising-title" className="h5">
        Rising fastest this week
      </h2>
      {rising.length === 0 ? (
        <p className="text-body-secondary">
          No country&apos;s score rose over the last {TRENDS.risingDays} days.
        </p>
      ) : (
        <ol className="list-group list-group-numbered">
          {rising.map((t) => (
            <li key={t.code} className="list-group-item d-flex align-items-center gap-2">
              <Link to={countryPath(t.code)}>{t.name}</Link>
              <span className="ms-auto">
                <Sparkline scores={t.scores} label={`${t.name}, ${trendWords(t.scores)}`} />
              </span>
              <span className="text-nowrap">+{t.week_change} this week</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
