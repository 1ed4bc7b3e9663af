import { ConfirmModal } from '../confirm-dialog';
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
  <ConfirmModal
    show={name !== null}
    title={`Delete ${noun}`}
    confirm={
      <>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Delete
      </>
    }
    busy={busy}
    onConfirm={onConfirm}
    onClose={onCancel}
  >
    Delete &lsquo;{name}&rsquo;? It will no longer be listed or offered in forms.
  </ConfirmModal>
);
