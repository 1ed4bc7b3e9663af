import type { WebhookWithSecret } from '@georisk/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** The signing secret, shown once after adding or renewing: copy it now. */
export const WebhookSecret = ({
  webhook,
  onDone,
}: {
  webhook: WebhookWithSecret;
  onDone: () => void;
}) => (
  <Alert variant="info" className="mb-4" role="status">
    <h2 className="h6">Signing secret of {webhook.url}</h2>
    <p className="mb-2">
      Copy it now: it is shown only this once. Your receiver checks each delivery&apos;s
      webhook-signature with it (Standard Webhooks).
    </p>
    <Form.Group controlId="webhook-secret" className="mb-2">
      <Form.Label className="visually-hidden">Signing secret</Form.Label>
      <Form.Control readOnly value={webhook.secret} className="font-monospace" />
    </Form.Group>
    <div className="d-flex flex-wrap gap-2">
      {/* Solid, and the next one dark: an outline-primary button on the info alert fails contrast. */}
      <Button
        size="sm"
        variant="primary"
        onClick={() => void navigator.clipboard?.writeText(webhook.secret)}
      >
        Copy secret
      </Button>
      <Button size="sm" variant="outline-dark" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  </Alert>
);
