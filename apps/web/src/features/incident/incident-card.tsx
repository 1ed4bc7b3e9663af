import type { Incident } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { CountryNames } from '../../components/country-names';
import { DeleteButton } from '../../components/delete-button';
import { Icon } from '../../components/icon';
import { formatDateTime } from '../../lib/format-date';
import { IncidentStatusBadge } from '../../components/report/incident-status-badge';
import { StaleBadge } from '../../components/report/new-developments';
import { IncidentOutcome } from './incident-outcome';

/**
 * One request in the list: query type, query text, status, its company and who filed it when it
 * is a company's, its outcome or expected answer time, and its actions (edit and delete only for
 * those who may change it).
 */
export const IncidentCard = ({
  incident,
  mayChange = true,
  onReport,
  onEdit,
  onDelete,
}: {
  incident: Incident;
  mayChange?: boolean;
  onReport: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) => (
  <Card as="article" className="h-100 shadow-sm incident-card" aria-label={incident.queryType.name}>
    <Card.Header className="d-flex align-items-center justify-content-between gap-2">
      <span className="fw-semibold text-truncate">
        <Icon name={incident.queryType.icon} label="" /> {incident.queryType.name}
      </span>
      <span className="d-flex gap-1">
        {incident.stale && <StaleBadge />}
        <IncidentStatusBadge status={incident.status} />
      </span>
    </Card.Header>
    <Card.Body>
      <Card.Text className="incident-query">{incident.query}</Card.Text>
      <Card.Text className="small text-body-secondary mb-2">
        {incident.customerType} · {incident.queryType.categories.name} ·{' '}
        {formatDateTime(incident.created_at)}
      </Card.Text>
      {incident.company && (
        <Card.Text className="small mb-2">
          <i className="bi bi-building me-1" aria-hidden="true" />
          {incident.company.name}
          {incident.filed_by && <> · filed by {incident.filed_by.name}</>}
        </Card.Text>
      )}
      {incident.countries.length > 0 && (
        <Card.Text className="mb-2">
          <CountryNames codes={incident.countries} />
        </Card.Text>
      )}
      <IncidentOutcome incident={incident} />
    </Card.Body>
    <Card.Footer className="d-flex flex-wrap gap-2 bg-transparent">
      <Button size="sm" variant="primary" onClick={onReport}>
        <i className="bi bi-file-earmark-text me-1" aria-hidden="true" />
        View Report
      </Button>
      {/* The server refuses to reword an answered question (its finding answers the original). */}
      {mayChange && (
        <>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={onEdit}
            disabled={incident.status === 'Answered'}
            title={
              incident.status === 'Answered'
                ? 'Answered requests can no longer be changed'
                : undefined
            }
          >
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            Edit
          </Button>
          <DeleteButton label="Delete" text="Delete" onClick={onDelete} />
        </>
      )}
    </Card.Footer>
  </Card>
);
