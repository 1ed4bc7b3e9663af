import Form from 'react-bootstrap/Form';

/** A labelled single-line input of the authentication forms. */
export const TextField = ({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}) => (
  <Form.Group className="mb-3" controlId={id}>
    <Form.Label>{label}</Form.Label>
    <Form.Control
      type={type}
      value={value}
      autoComplete={autoComplete}
      maxLength={maxLength}
      inputMode={inputMode}
      onChange={(event) => onChange(event.target.value)}
    />
  </Form.Group>
);
