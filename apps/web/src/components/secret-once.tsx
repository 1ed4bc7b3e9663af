import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface Props {
  /** The field's id and its hidden label (e.g. "Signing secret"). */
  id: string;
  label: string;
  /** The heading over it, at the level the screen needs. */
  heading: ReactNode;
  headingLevel: 'h2' | 'h3';
  /** What the secret is for, after "Copy it now: it is shown only this once." */
  use: ReactNode;
  value: string;
  copyText: string;
  className?: string;
  onDone: () => void;
}

/**
 * A secret the server shows once (a webhook's signing secret, a new API token): the value to copy,
 * a copy button and "I have copied it", which hides it for good.
 */
export const SecretOnce = ({
  id,
  label,
  heading,
  headingLevel: Heading,
  use,
  value,
  copyText,
  className = 'mb-3',
  onDone,
}: Props) => (
  <Alert variant="info" className={className} role="status">
    <Heading className="h6">{heading}</Heading>
    <p className="mb-2">Copy it now: it is shown only this once. {use}</p>
    <Form.Group controlId={id} className="mb-2">
      <Form.Label className="visually-hidden">{label}</Form.Label>
      <Form.Control readOnly value={value} className="font-monospace" />
    </Form.Group>
    <div className="d-flex flex-wrap gap-2">
      {/* Solid, and the next one dark: an outline-primary button on the info alert fails contrast. */}
      <Button
        size="sm"
        variant="primary"
        onClick={() => void navigator.clipboard?.writeText(value)}
      >
        {copyText}
      </Button>
      <Button size="sm" variant="outline-dark" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  </Alert>
);
