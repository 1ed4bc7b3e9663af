import type { Incident } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Icon } from '../../components/icon';
import { formatDateTime } from '../../components/report/format-date';
import { IncidentStatusBadge } from '../../components/report/incident-status-badge';

/** One request in the list (spec §2): query type, query text, status and its three actions. */
export const IncidentCard = ({
  incident,
  onReport,
  onEdit,
  onDelete,
}: {
  incident: Incident;
  onReport: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) => (
  <Card as="article" className="h-100 shadow-sm incident-card" aria-label={incident.queryType.name}>
    <Card.Header className="d-flex align-items-center justify-content-between gap-2">
      <span className="fw-semibold text-truncate">
        <Icon name={incident.queryType.icon} label="" /> {incident.queryType.name}
      </span>
      <IncidentStatusBadge status={incident.status} />
    </Card.Header>
    <Card.Body>
      <Card.Text className="incident-query">{incident.query}</Card.Text>
      <Card.Text className="small text-body-secondary mb-0">
        {incident.customerType} · {incident.queryType.categories.name} ·{' '}
        {formatDateTime(incident.created_at)}
      </Card.Text>
    </Card.Body>
    <Card.Footer className="d-flex flex-wrap gap-2 bg-transparent">
      <Button size="sm" variant="primary" onClick={onReport}>
        <i className="bi bi-file-earmark-text me-1" aria-hidden="true" />
        View Report
      </Button>
      {/* The server refuses to reword an answered question (its finding answers the original). */}
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={onEdit}
        disabled={incident.status === 'Answered'}
        title={
          incident.status === 'Answered' ? 'Answered requests can no longer be changed' : undefined
        }
      >
        <i className="bi bi-pencil me-1" aria-hidden="true" />
        Edit
      </Button>
      <Button size="sm" variant="outline-danger" onClick={onDelete}>
        <i className="bi bi-trash me-1" aria-hidden="true" />
        Delete
      </Button>
    </Card.Footer>
  </Card>
);
