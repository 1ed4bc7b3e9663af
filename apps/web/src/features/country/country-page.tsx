import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { useCountryGetQuery } from '../../api/country-api';
import { failureText } from '../../api/api';
import { PageSpinner } from '../../components/page-spinner';
import { RiskBadge } from '../../components/risk-badge';
import { formatDateTime } from '../../lib/format-date';
import { swatchClass } from '../../components/risk-scale/risk-scale';
import { paths } from '../../config/paths';
import { PDF_PATHS } from '@georisk/contract/resources/pdf';
import { DownloadButton } from '../../components/download-button';
import { WatchButton } from './watch-button';
import { ScoreTrend } from './score-trend';
import { CountryEvents } from './country-events';

/** One country: its level and why, its latest events, and (logged in) the user's own requests. */
const CountryPage = () => {
  const code = (useParams().code ?? '').toUpperCase();
  const { data, isLoading, error } = useCountryGetQuery(code);
  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <main className="container py-5">
        <Alert variant="warning">{failureText(error)}</Alert>
        <Link to={paths.home}>Back to the map</Link>
      </main>
    );
  const country = data.country;
  return (
    <main className="container py-5">
      <p className="small mb-2">
        <Link to={paths.home}>World risk map</Link> / <Link to={paths.news}>News</Link>
      </p>
      <h1 className="h2 d-flex align-items-center gap-2">
        <span className={swatchClass(country.riskLevel)} aria-hidden="true" />
        {country.name}
      </h1>
      <p className="lead">
        {country.riskLevel ? (
          <>
            <RiskBadge level={country.riskLevel} /> score {country.score} of 100, from{' '}
            {country.articles} {country.articles === 1 ? 'article' : 'articles'}
            {country.findings > 0 && ` and ${country.findings} answered requests`} of the last 30
            days.
          </>
        ) : (
          'No signal in the last 30 days.'
        )}
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <WatchButton code={country.code} />
        <DownloadButton path={PDF_PATHS.country} body={{ code: country.code }} />
      </div>
      <ScoreTrend code={country.code} name={country.name} />
      <div className="row g-4 mt-1">
        <section className="col-lg-6" aria-labelledby="reasons-title">
          <h2 id="reasons-title" className="h4">
            Why this level
          </h2>
          {country.reasons.length === 0 ? (
            <p className="text-body-secondary">Nothing counts towards a level right now.</p>
          ) : (
            <ul className="list-group">
              {country.reasons.map((reason) => (
                <li key={`${reason.kind}-${reason.id}`} className="list-group-item">
                  <div className="d-flex justify-content-between gap-2">
                    <span>
                      {reason.kind === 'finding' ? 'Answered request: ' : ''}
                      {reason.title}
                    </span>
                    <span className="text-nowrap">+{reason.points}</span>
                  </div>
                  <small className="text-body-secondary">
                    {reason.level} · {formatDateTime(reason.at)}
                  </small>
                </li>
              ))}
            </ul>
          )}
          {country.requests.length > 0 && (
            <>
              <h2 className="h4 mt-4">Your requests about {country.name}</h2>
              <ul className="list-group">
                {country.requests.map((request) => (
                  <li key={request.incident_id} className="list-group-item">
                    <Link to={`${paths.menu.incident}?report=${request.incident_id}`}>
                      {request.query}
                    </Link>{' '}
                    <small className="text-body-secondary">
                      {request.status} · {formatDateTime(request.created_at)}
                    </small>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <CountryEvents code={country.code} name={country.name} />
      </div>
    </main>
  );
};

export default CountryPage;
