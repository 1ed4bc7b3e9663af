import { countryName } from '@georisk/contract/countries-field';
import { Fragment, type ComponentType } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { failureText } from '../../api/api';
import { PageSpinner } from '../../components/page-spinner';
import { RiskBadge, RiskHeadline } from '../../components/risk-badge';
import { countryPath, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format-date';
import { useExposureQuery } from './exposure-api';

const BackLink = () => (
  <p className="small mb-2">
    <Link to={paths.menu.branch}>Back to the branches</Link>
  </p>
);

/**
 * /menu/branch/:id (docs/rules/branches.md "Branch page"): the branch, its country's level and the
 * located news of the last 7 days within its radius, nearest first; and, when given, its alerts
 * (app/branch-screen.tsx gives the alert inbox's).
 */
export const BranchPage = ({ Alerts }: { Alerts?: ComponentType<{ branchId: string }> }) => {
  const id = useParams().id ?? '';
  const { data, isLoading, error } = useExposureQuery({ branch_id: id });
  const branch = data?.branches[0];
  if (isLoading) return <PageSpinner />;
  if (error || !data || !branch) {
    return (
      <>
        <BackLink />
        <Alert variant="warning">{failureText(error)}</Alert>
      </>
    );
  }
  const countryLevel = data.countries.find((c) => c.code === branch.country)?.level ?? null;
  const events = [...data.events].sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0));
  const facts: [string, string][] = [
    ['Kind', branch.kind],
    ['City', branch.place_name ?? '—'],
    ['Position', `${branch.lat}, ${branch.lon}`],
    ['Radius', `${branch.radius_km} km`],
    ['People', branch.people.toLocaleString('en')],
  ];
  return (
    <>
      <BackLink />
      <h1 className="h3">{branch.name}</h1>
      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby="branch-facts-title">
          <h2 id="branch-facts-title" className="h5">
            The branch
          </h2>
          <dl className="row small mb-0">
            {facts.map(([term, value]) => (
              <Fragment key={term}>
                <dt className="col-5">{term}</dt>
                <dd className="col-7">{value}</dd>
              </Fragment>
            ))}
            <dt className="col-5">Minimum level</dt>
            <dd className="col-7">
              <RiskBadge level={branch.min_level} />
            </dd>
            <dt className="col-5">Country</dt>
            <dd className="col-7">
              <Link to={countryPath(branch.country)}>{countryName(branch.country)}</Link>{' '}
              {countryLevel ? <RiskBadge level={countryLevel} /> : '(no signal)'}
            </dd>
          </dl>
        </section>
        <section className="col-lg-7" aria-labelledby="branch-news-title">
          <h2 id="branch-news-title" className="h5">
            News nearby
          </h2>
          <p className="small text-body-secondary">
            Located news of the last 7 days within {branch.radius_km} km, nearest first.
          </p>
          {events.length === 0 ? (
            <p>No located news within {branch.radius_km} km in the last 7 days.</p>
          ) : (
            <ul className="list-group">
              {events.map((event) => (
                <li
                  key={`${event.article_id}-${event.place_name}-${event.country}`}
                  className="list-group-item"
                >
                  <RiskHeadline
                    article={{ riskLevel: event.level, url: event.url, title: event.title }}
                  />
                  <div className="small text-body-secondary">
                    {event.place_name}, {event.country} · {event.distance_km} km ·{' '}
                    {formatDateTime(event.published_at)}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {Alerts && <Alerts branchId={branch.branch_id} />}
    </>
  );
};
