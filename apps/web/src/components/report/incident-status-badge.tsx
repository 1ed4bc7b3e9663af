import type { IncidentStatus } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';

const COLOUR: Record<IncidentStatus, string> = {
  Submitted: 'secondary',
  'In review': 'primary',
  Answered: 'success',
};

/** Submitted (waiting for an analyst), In review (an analyst is on it) or Answered (a report). */
export const IncidentStatusBadge = ({ status }: { status: IncidentStatus }) => (
  <Badge bg={COLOUR[status]} pill>
    {status}
  </Badge>
);
