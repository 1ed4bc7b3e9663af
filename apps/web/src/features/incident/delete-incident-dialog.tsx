import type { Incident } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Deleting is soft on the server, but the customer loses the request and its report: confirm. */
export const DeleteIncidentDialog = ({
  incident,
  busy,
  onConfirm,
  onClose,
}: {
  incident: Incident | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Modal show={incident !== null} onHide={onClose} centered aria-labelledby="delete-incident-title">
    <Modal.Header closeButton>
      <Modal.Title id="delete-incident-title" as="h2" className="h5">
        Delete Incident Request
      </Modal.Title>
    </Modal.Header>
    <Modal.Body>
      <p className="mb-2">Delete this request and its report?</p>
      <blockquote className="border-start ps-3 text-body-secondary mb-0">
        {incident?.query}
      </blockquote>
    </Modal.Body>
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button variant="danger" onClick={onConfirm} disabled={busy}>
        Delete
      </Button>
    </Modal.Footer>
  </Modal>
);
