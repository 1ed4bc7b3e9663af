import type { ExposureFigures as Figures } from '@georisk/contract/resources/dashboard';
import { Link } from 'react-router';
import { RiskBadge } from '../../components/risk-badge';
import { LEVEL_SCALE, levelColour } from '../../components/risk-scale/risk-scale';
import { LevelLegend } from '../../components/risk-scale/scale-legend';
import { paths } from '../../config/paths';
import { TallyChart } from './tally-chart';

const LEVEL_COLOURS = Object.fromEntries(LEVEL_SCALE.map((level) => [level, levelColour(level)]));

/**
 * Exposure (docs/rules/exposure.md): people at branches with open alerts, open alerts by level
 * and the branches most at risk, for a company's members and customers with branches.
 */
export const ExposureFigures = ({ figures }: { figures: Figures }) => {
  const open = figures.openByLevel.reduce((sum, t) => sum + t.count, 0);
  return (
    <section aria-labelledby="exposure-title" className="mb-4">
      <h2 id="exposure-title" className="h5">
        Exposure
      </h2>
      <div className="row g-3 mb-3">
        <div className="col-6 col-md-4">
          <div className="border rounded p-3 h-100">
            <div className="fs-3 fw-bold">{figures.peopleExposed}</div>
            <div className="small text-body-secondary">People exposed</div>
          </div>
        </div>
        <div className="col-6 col-md-4">
          <div className="border rounded p-3 h-100">
            <div className="fs-3 fw-bold">{open}</div>
            <div className="small text-body-secondary">
              <Link to={paths.menu.alerts}>Open alerts</Link>
            </div>
          </div>
        </div>
      </div>
      <div className="row">
        <div className="col-md-6">
          <TallyChart
            title="Open alerts by level"
            tally={open === 0 ? [] : figures.openByLevel}
            colours={LEVEL_COLOURS}
            legend={<LevelLegend />}
            empty="No open alerts: news near your branches will show here."
          />
        </div>
        <div className="col-md-6">
          <h3 className="h6">Branches most at risk</h3>
          {figures.atRisk.length === 0 ? (
            <p className="small text-body-secondary">No branch has an open alert.</p>
          ) : (
            <ol className="list-group list-group-numbered">
              {figures.atRisk.map((branch) => (
                <li
                  key={branch.branch_id}
                  className="list-group-item d-flex flex-wrap gap-2 align-items-center"
                >
                  <span className="me-auto">{branch.name}</span>
                  <RiskBadge level={branch.worst} />
                  <span className="small text-body-secondary">
                    {branch.open} open · {branch.people} people
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
};
