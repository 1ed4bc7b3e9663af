import { FINDING_STATUSES, type FindingStatus } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';
import { FACTOR_VARIANT, needsDarkText } from '../risk-scale/risk-scale';

/** The one-line summary a reader (or a printed brief) needs first: how many of each colour. */
export const ReportScorecard = ({ counts }: { counts: Record<FindingStatus, number> }) => (
  <ul className="report-scorecard list-inline mb-0" aria-label="Scorecard">
    {FINDING_STATUSES.map((status) => (
      <li key={status} className="list-inline-item">
        <Badge
          bg={FACTOR_VARIANT[status]}
          text={needsDarkText(FACTOR_VARIANT[status]) ? 'dark' : undefined}
          className="fs-6"
        >
          {counts[status]} {status}
        </Badge>
      </li>
    ))}
  </ul>
);
