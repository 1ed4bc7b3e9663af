import type { Dashboard } from '@georisk/contract/resources/dashboard';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { failureText } from '../../api/api';
import { useDashboardQuery } from '../../api/watch-api';
import { useCountryTrendsQuery } from '../../api/country-api';
import { PageSpinner } from '../../components/page-spinner';
import { RiskBadge, RiskHeadline } from '../../components/risk-badge';
import { FACTOR_SCALE, factorColour } from '../../components/risk-scale/risk-scale';
import { FactorLegend } from '../../components/risk-scale/scale-legend';
import { WorldMap } from '../../components/world-map/world-map';
import { countryPath, paths } from '../../config/paths';
import { ExposureFigures } from './exposure-figures';
import { RisingCountries } from './rising-countries';
import { TRENDS } from '@georisk/contract/constants';
import { TallyChart } from './tally-chart';
import { TimeToAnswerTables } from './time-to-answer';

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <div className="col-6 col-md-4">
    <div className="border rounded p-3 h-100">
      <div className="fs-3 fw-bold">{value}</div>
      <div className="small text-body-secondary">{label}</div>
    </div>
  </div>
);
const OUTCOME_COLOURS = Object.fromEntries(FACTOR_SCALE.map((s) => [s, factorColour(s)]));
const hours = (value: number | null) => (value === null ? '—' : `${value} h`);

const CustomerFigures = ({ figures }: { figures: NonNullable<Dashboard['customer']> }) => (
  <>
    {figures.exposure && <ExposureFigures figures={figures.exposure} />}
    <div className="row">
      <div className="col-md-6">
        <TallyChart
          title="My requests by status"
          tally={figures.byStatus}
          empty={
            <>
              No requests yet — file one from{' '}
              <Link to={paths.menu.incident}>Incident Requests</Link>.
            </>
          }
        />
      </div>
      <div className="col-md-6">
        <TallyChart
          title="Outcomes of my answered requests"
          tally={figures.outcomes}
          colours={OUTCOME_COLOURS}
          legend={<FactorLegend />}
          empty="No answered requests yet: the Green, Yellow and Red ratings of their answers will show here."
        />
      </div>
    </div>
    <h2 className="h5">Watched countries</h2>
    {figures.watched.length === 0 ? (
      <p className="text-body-secondary">
        You watch no country yet: open a country on the map and choose “Watch this country”.
      </p>
    ) : (
      <ul className="list-group mb-4">
        {figures.watched.map((c) => (
          <li key={c.code} className="list-group-item d-flex gap-2 align-items-center">
            <Link to={countryPath(c.code)}>{c.name}</Link>
            {c.riskLevel ? <RiskBadge level={c.riskLevel} /> : <span>No signal</span>}
          </li>
        ))}
      </ul>
    )}
    <h2 className="h5">Latest news for my countries</h2>
    {figures.news.length === 0 ? (
      <p className="text-body-secondary">
        {figures.watched.length === 0
          ? 'News about the countries you watch will show here.'
          : 'No recent news about the countries you watch.'}
      </p>
    ) : (
      <ul className="list-unstyled">
        {figures.news.map((a) => (
          <li key={a.articles_id} className="mb-2">
            <RiskHeadline article={a} />
          </li>
        ))}
      </ul>
    )}
  </>
);

/** `/menu/dashboard`: the caller's figures, charts and the risk map as they may see it. */
const DashboardPage = () => {
  const { data, isLoading, error } = useDashboardQuery();
  const { data: trends } = useCountryTrendsQuery(TRENDS.sparklineDays);
  if (isLoading) return <PageSpinner />;
  if (error || !data) return <Alert variant="warning">{failureText(error)}</Alert>;
  const { dashboard } = data;
  return (
    <section>
      <h1 className="h3 mb-4">Dashboard</h1>
      {dashboard.customer && <CustomerFigures figures={dashboard.customer} />}
      {dashboard.partner && (
        <div className="row g-3 mb-4">
          <Figure label="Unanswered requests" value={dashboard.partner.unanswered} />
          <Figure label="Answered this week" value={dashboard.partner.answeredThisWeek} />
          <Figure
            label="Median time to answer"
            value={hours(dashboard.partner.medianHoursToAnswer)}
          />
        </div>
      )}
      {dashboard.partner && <TimeToAnswerTables figures={dashboard.partner.timeToAnswer} />}
      {dashboard.admin && (
        <>
          <div className="row g-3 mb-4">
            <Figure
              label="Median time to answer"
              value={hours(dashboard.admin.medianHoursToAnswer)}
            />
            {dashboard.admin.usersByRole.map((r) => (
              <Figure key={r.label} label={r.label} value={r.count} />
            ))}
          </div>
          <TimeToAnswerTables figures={dashboard.admin.timeToAnswer} />
          <div className="row">
            <div className="col-lg-6">
              <TallyChart
                title="Requests per week (12 weeks)"
                tally={dashboard.admin.perWeek}
                empty="No requests filed in the last 12 weeks."
              />
            </div>
            <div className="col-lg-6">
              <TallyChart
                title="Requests by category"
                tally={dashboard.admin.byCategory}
                empty="No requests filed yet: each category's count will show here."
              />
            </div>
            <div className="col-lg-6">
              <TallyChart
                title="Requests by customer type"
                tally={dashboard.admin.byCustomerType}
                empty="No requests filed yet: each customer type's count will show here."
              />
            </div>
            <div className="col-lg-6">
              <h2 className="h6">Feed health</h2>
              <ul className="list-unstyled small">
                {dashboard.admin.feeds.map((f) => (
                  <li key={f.name}>
                    {f.name}:{' '}
                    {f.lastError
                      ? `failing (${f.lastError})`
                      : f.lastSuccessAt
                        ? `ok, ${new Date(f.lastSuccessAt).toLocaleString()}`
                        : 'not fetched yet'}
                  </li>
                ))}
                {dashboard.admin.feeds.length === 0 && (
                  <li>
                    No feed sources yet — add one under{' '}
                    <Link to={paths.menu.articles}>Articles, Feed sources</Link>.
                  </li>
                )}
              </ul>
            </div>
          </div>
        </>
      )}
      <RisingCountries trends={trends?.country} />
      <h2 id="dashboard-map" className="h5 mt-4">
        World risk map
      </h2>
      <WorldMap
        countries={dashboard.countries}
        labelledBy="dashboard-map"
        trends={trends?.country}
      />
      <p className="mt-3 mb-0">
        <Link to={paths.news}>All news, by country and level</Link>
      </p>
    </section>
  );
};

export default DashboardPage;
