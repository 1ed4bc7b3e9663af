import type { Alert } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { alertSubject } from '@georisk/contract/alert-subject';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { RiskHeadline } from '../../components/risk-badge';
import { formatDateTime } from '../../lib/format-date';
import { STATUS_LABEL } from './alert-filters';

/** What the inbox's owners and admins can do with an alert still to handle. */
export interface AlertActions {
  acknowledge: (alert: Alert) => void;
  dismiss: (alert: Alert) => void;
  escalate: (alert: Alert) => void;
  busy: boolean;
}

const STATUS_VARIANT: Record<Alert['status'], string> = {
  open: 'primary',
  acknowledged: 'secondary',
  dismissed: 'light',
  escalated: 'dark',
};

/** The buttons of an alert still to handle, in order, and the statuses each shows in. */
const BUTTONS: {
  label: string;
  variant: string;
  act: 'acknowledge' | 'dismiss' | 'escalate';
  when: Alert['status'][];
}[] = [
  { label: 'Acknowledge', variant: 'outline-primary', act: 'acknowledge', when: ['open'] },
  {
    label: 'Dismiss',
    variant: 'outline-secondary',
    act: 'dismiss',
    when: ['open', 'acknowledged'],
  },
  { label: 'Ask an analyst', variant: 'primary', act: 'escalate', when: ['open', 'acknowledged'] },
];

const where = (alert: Alert) =>
  alert.distance_km === null
    ? `in ${countryName(alertSubject(alert).country)}`
    : `${alert.distance_km} km away`;

/**
 * One alert: level and headline, the branch (or "Trip: <traveller> in <city>") and distance,
 * time, status and what can be done.
 */
export const AlertCard = ({ alert, actions }: { alert: Alert; actions?: AlertActions }) => {
  const open = alert.status === 'open' || alert.status === 'acknowledged';
  const subject = alertSubject(alert);
  return (
    <ListGroup.Item as="li" className="py-3" aria-label={`Alert for ${subject.name}`}>
      <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
        <div className="min-w-0 flex-grow-1">
          <div className="fw-semibold text-break">
            <RiskHeadline article={{ ...alert.article, riskLevel: alert.level }} />
          </div>
          <div className="small">
            <i className={`bi bi-${alert.trip ? 'airplane' : 'geo-alt'} me-1`} aria-hidden="true" />
            {subject.name}
            {alert.branch?.place_name ? `, ${alert.branch.place_name}` : ''} · {where(alert)}
          </div>
          <div className="small text-body-secondary">
            {formatDateTime(alert.created_at)}
            {alert.handled_by && ` · ${STATUS_LABEL[alert.status]} by ${alert.handled_by.name}`}
            {alert.note && ` · “${alert.note}”`}
          </div>
          {alert.incident_id && (
            <Link className="small" to={`/menu/incident?report=${alert.incident_id}`}>
              Open the request
            </Link>
          )}
        </div>
        <Badge
          bg={STATUS_VARIANT[alert.status]}
          text={alert.status === 'dismissed' ? 'dark' : undefined}
        >
          {STATUS_LABEL[alert.status]}
        </Badge>
      </div>
      {actions && open && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {BUTTONS.filter(({ when }) => when.includes(alert.status)).map(
            ({ label, variant, act }) => (
              <Button
                key={label}
                size="sm"
                variant={variant}
                disabled={actions.busy}
                onClick={() => actions[act](alert)}
              >
                {label}
              </Button>
            ),
          )}
        </div>
      )}
    </ListGroup.Item>
  );
};
