import { useId, type ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/**
 * The one confirmation modal: a title, what is at stake (`children`), Cancel and a red confirm
 * button, both off while `busy`. Closed when `show` is false.
 */
export const ConfirmModal = ({
  show,
  title,
  children,
  confirm,
  busy,
  onConfirm,
  onClose,
  cancelVariant = 'secondary',
}: {
  show: boolean;
  title: ReactNode;
  children: ReactNode;
  confirm: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  cancelVariant?: ButtonProps['variant'];
}) => {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant={cancelVariant} onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
};

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
  <ConfirmModal
    show={pending !== null}
    title={pending?.title}
    confirm={pending?.confirm}
    busy={busy}
    onConfirm={() => {
      void pending?.run().finally(onClose);
    }}
    onClose={onClose}
  >
    {pending?.text}
  </ConfirmModal>
);
