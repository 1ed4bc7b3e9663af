import type { Incident } from '@georisk/contract';
import { ConfirmModal } from '../../components/confirm-dialog';

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
  <ConfirmModal
    show={incident !== null}
    title="Delete Incident Request"
    confirm="Delete"
    busy={busy}
    onConfirm={onConfirm}
    onClose={onClose}
    cancelVariant="outline-secondary"
  >
    <p className="mb-2">Delete this request and its report?</p>
    <blockquote className="border-start ps-3 text-body-secondary mb-0">
      {incident?.query}
    </blockquote>
  </ConfirmModal>
);
