import type { Incident } from '@georisk/contract';
import { formatDateTime } from '../../lib/format-date';

/**
 * What an unanswered report says instead of an empty scorecard: whether an analyst has it yet, and
 * when to expect the answer (the request's due time from its service level). A request priced on
 * quote has no clock until a proposal is accepted (docs/rules/proposals.md): it says so instead.
 */
export const ReportAwaiting = ({ incident }: { incident: Incident }) =>
  incident.quote && !incident.quote.firm ? (
    <div className="alert alert-info mb-0 report-awaiting">
      <i className="bi bi-chat-square-quote me-2" aria-hidden="true" />
      Awaiting quotes: partner firms propose a price and a delivery time. The answer is due that
      many hours after you accept a proposal.
    </div>
  ) : (
    <div className="alert alert-info mb-0 report-awaiting">
      <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
      {incident.status === 'In review'
        ? 'An analyst is working on your request.'
        : 'Your request is waiting for an analyst.'}{' '}
      Expect the answer by <strong>{formatDateTime(incident.due_at)}</strong>
      {incident.overdue && ' — it is running late; we are on it'}.
    </div>
  );
