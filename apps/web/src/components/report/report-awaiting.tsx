import type { Incident } from '@georisk/contract';
import { formatDateTime } from '../../lib/format-date';

/**
 * What an unanswered report says instead of an empty scorecard: whether an analyst has it yet, and
 * when to expect the answer (the request's due time from its service level).
 */
export const ReportAwaiting = ({ incident }: { incident: Incident }) => (
  <div className="alert alert-info mb-0 report-awaiting">
    <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
    {incident.status === 'In review'
      ? 'An analyst is working on your request.'
      : 'Your request is waiting for an analyst.'}{' '}
    Expect the answer by <strong>{formatDateTime(incident.due_at)}</strong>
    {incident.overdue && ' — it is running late; we are on it'}.
  </div>
);
