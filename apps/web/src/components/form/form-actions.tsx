import Button from 'react-bootstrap/Button';

/** Submit and Cancel under a form; Submit is off while a call is in flight (or when told). */
export const FormActions = ({
  busy,
  onCancel,
  submitDisabled = false,
  className = '',
}: {
  busy: boolean;
  onCancel: () => void;
  submitDisabled?: boolean;
  className?: string;
}) => (
  <div className={`d-flex gap-2 ${className}`.trim()}>
    <Button type="submit" disabled={busy || submitDisabled}>
      Submit
    </Button>
    <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
      Cancel
    </Button>
  </div>
);
