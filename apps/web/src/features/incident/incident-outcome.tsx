import type { Incident } from '@georisk/contract';
import { FINDING_STATUSES } from '@georisk/contract/constants';
import Badge from 'react-bootstrap/Badge';
import { FACTOR_VARIANT, needsDarkText } from '../../components/risk-scale/risk-scale';
import { formatDateTime } from '../../lib/format-date';

/**
 * Where a request stands, in one line of its card: the outcome (Red, Yellow, Green counts) and when
 * it was answered, or when to expect the answer (its due time; late ones say so).
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
