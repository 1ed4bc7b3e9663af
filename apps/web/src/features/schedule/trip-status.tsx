import type { Trip } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';

const STATUS_TEXT: Record<Trip['status'], string> = {
  planned: 'Planned',
  pending_approval: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  active: 'Under way',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Waiting stands out (it asks something of an admin), a refusal reads as one; the rest are calm. */
const VARIANT: Partial<Record<Trip['status'], string>> = {
  pending_approval: 'warning',
  rejected: 'danger',
  active: 'primary',
};

export const TripStatus = ({ status }: { status: Trip['status'] }) => {
  const bg = VARIANT[status] ?? 'secondary';
  return (
    <Badge bg={bg} text={bg === 'warning' ? 'dark' : undefined}>
      {STATUS_TEXT[status]}
    </Badge>
  );
};
