import type { ApiTokenWithSecret } from '@georisk/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** The new token's secret, shown once after creating it: copy it now. */
export const ApiTokenSecret = ({
  token,
  onDone,
}: {
  token: ApiTokenWithSecret;
  onDone: () => void;
}) => (
  <Alert variant="info" className="mb-3" role="status">
    <h3 className="h6">Your new token &ldquo;{token.name}&rdquo;</h3>
    <p className="mb-2">
      Copy it now: it is shown only this once. Send it in the header &ldquo;Authorization:
      Bearer&rdquo; followed by the token.
    </p>
    <Form.Group controlId="api-token-secret" className="mb-2">
      <Form.Label className="visually-hidden">New API token</Form.Label>
      <Form.Control readOnly value={token.token} className="font-monospace" />
    </Form.Group>
    <div className="d-flex flex-wrap gap-2">
      {/* Solid, and the next one dark: an outline-primary button on the info alert fails contrast. */}
      <Button
        size="sm"
        variant="primary"
        onClick={() => void navigator.clipboard?.writeText(token.token)}
      >
        Copy token
      </Button>
      <Button size="sm" variant="outline-dark" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  </Alert>
);
