import Button from 'react-bootstrap/Button';

/**
 * The Edit and Delete buttons of a trip or an advisory, named for what they change (`subject`,
 * e.g. "the trip Audit visit") so screen readers and tests tell the items apart.
 */
export const ManageButtons = ({
  subject,
  onEdit,
  onDelete,
}: {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
}) => (
  <>
    <Button size="sm" variant="outline-secondary" aria-label={`Edit ${subject}`} onClick={onEdit}>
      Edit
    </Button>
    <Button size="sm" variant="outline-danger" aria-label={`Delete ${subject}`} onClick={onDelete}>
      Delete
    </Button>
  </>
);
