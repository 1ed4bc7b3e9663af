import { alertSubject } from '@georisk/contract/alert-subject';
import type { Alert } from '@georisk/contract';
import { alertDismissSchema } from '@georisk/contract/resources/exposure-alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useDismissAlertMutation } from './alerts-api';

/** Dismissing asks why (required, docs/rules/exposure.md); the reason stays with the alert. */
export const DismissDialog = ({
  alert,
  onClose,
  say,
}: {
  alert: Alert;
  onClose: () => void;
  say: (text: string, variant?: 'success') => void;
}) => {
  const [dismiss, dismissing] = useDismissAlertMutation();
  const form = useCheckedForm({
    schema: alertDismissSchema,
    initial: { reason: '' },
    prepare: (values) => ({ ...values, alert_id: alert.alert_id }),
    warn: say,
    send: async (body) => {
      const reply = await dismiss(body).unwrap();
      say(reply.message, 'success');
      onClose();
    },
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="dismiss-title">
      <Form noValidate onSubmit={form.submit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id="dismiss-title">
            Dismiss the alert for {alertSubject(alert).name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField label="Reason" rows={3} maxLength={2000} {...form.field('reason')} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={dismissing.isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={dismissing.isLoading}>
            Dismiss
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
};
