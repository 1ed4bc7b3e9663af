import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** A change confirmed first: granting admin, disabling an account, removing a member. */
export interface PendingChange {
  title: string;
  text: string;
  confirm: string;
  run: () => Promise<void>;
}

export const ConfirmDialog = ({
  pending,
  busy,
  onClose,
}: {
  pending: PendingChange | null;
  busy: boolean;
  onClose: () => void;
}) => (
  <Modal show={pending !== null} onHide={onClose} centered aria-labelledby="confirm-title">
    <Modal.Header closeButton>
      <Modal.Title as="h2" className="h5" id="confirm-title">
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
