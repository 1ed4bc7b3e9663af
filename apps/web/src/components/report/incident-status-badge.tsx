import type { IncidentStatus } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';

/** Submitted (waiting for a partner) or Answered (a report is ready). */
export const IncidentStatusBadge = ({ status }: { status: IncidentStatus }) => (
  <Badge bg={status === 'Answered' ? 'success' : 'secondary'} pill>
    {status}
  </Badge>
);
