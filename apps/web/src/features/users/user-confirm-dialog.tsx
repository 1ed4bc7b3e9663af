import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** A change the admin confirms first: granting admin, or disabling an account. */
export interface PendingChange {
  title: string;
  text: string;
  confirm: string;
  run: () => Promise<void>;
}

export const UserConfirmDialog = ({
  pending,
  busy,
  onClose,
}: {
  pending: PendingChange | null;
  busy: boolean;
  onClose: () => void;
}) => (
  <Modal show={pending !== null} onHide={onClose} centered aria-labelledby="user-confirm-title">
    <Modal.Header closeButton>
      <Modal.Title as="h2" className="h5" id="user-confirm-title">
        {pending?.title}
      </Modal.Title>
    </Modal.Header>
    <Modal.Body>{pending?.text}</Modal.Body>
    <Modal.Footer>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button
        variant="danger"
        disabled={busy}
        onClick={() => {
          void pending?.run().finally(onClose);
        }}
      >
        {pending?.confirm}
      </Button>
    </Modal.Footer>
  </Modal>
);
