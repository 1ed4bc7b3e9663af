import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** Asks before a soft delete; the row disappears from the lists once confirmed. */
export const ConfirmDeleteModal = ({
  noun,
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  noun: string;
  /** The record's name; null keeps the dialog closed. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => (
  <Modal show={name !== null} onHide={onCancel} centered>
    <Modal.Header closeButton>
      <Modal.Title as="h2" className="h5">
        Delete {noun}
      </Modal.Title>
    </Modal.Header>
    <Modal.Body>
      Delete &lsquo;{name}&rsquo;? It will no longer be listed or offered in forms.
    </Modal.Body>
    <Modal.Footer>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button variant="danger" onClick={onConfirm} disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Delete
      </Button>
    </Modal.Footer>
  </Modal>
);
