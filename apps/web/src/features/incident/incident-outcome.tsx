import type { Incident } from '@georisk/contract';
import { FINDING_STATUSES } from '@georisk/contract/constants';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FACTOR_VARIANT, needsDarkText } from '../../components/risk-scale/risk-scale';
import { formatDateTime } from '../../lib/format-date';

/**
 * Where a request stands, in one line of its card: the outcome (Red, Yellow, Green counts) and when
 * it was answered, or when to expect the answer (its due time; late ones say so), or for a request
 * priced on quote, that it awaits the firms' proposals (docs/rules/proposals.md).
 */
export const IncidentOutcome = ({ incident }: { incident: Incident }) => {
  if (incident.status === 'Answered' && incident.outcome) {
    const { outcome } = incident;
    return (
      <div className="small d-flex flex-wrap gap-1 align-items-center incident-outcome">
        {[...FINDING_STATUSES].reverse().map((status) => (
          <Badge
            key={status}
            bg={FACTOR_VARIANT[status]}
            text={needsDarkText(FACTOR_VARIANT[status]) ? 'dark' : undefined}
          >
            {outcome[status]} {status}
          </Badge>
        ))}
        <span className="text-body-secondary ms-1">
          answered {formatDateTime(incident.updated_at)}
          {incident.revision > 1 && ` · revision ${incident.revision}`}
        </span>
      </div>
    );
  }
  // Priced on quote and no proposal accepted yet: no due time, the firms' offers instead.
  if (incident.quote && !incident.quote.firm) {
    return (
      <div className="small incident-outcome">
        <i className="bi bi-chat-square-quote me-1" aria-hidden="true" />
        Awaiting quotes · <Link to={paths.menu.proposal}>See the proposals</Link>
      </div>
    );
  }
  return (
    <div className="small incident-outcome">
      <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
      Expected answer by {formatDateTime(incident.due_at)}
      {incident.overdue && (
        <Badge bg="danger" className="ms-1">
          Late
        </Badge>
      )}
    </div>
  );
};
