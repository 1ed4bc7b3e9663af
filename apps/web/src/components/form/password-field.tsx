import { useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { COLLAPSE_TIMEOUT_MS, PASSWORD_RULES } from '@georisk/contract/constants';
import { FieldLabel, FieldNotes, fieldAria, type FieldState } from './field-state';

/**
 * A hint per strength rule, ticked as the user types. The check that decides is the contract's
 * strongPassword; these only mirror it so the user can see what is still missing.
 */
const RULES: { label: string; met: (value: string) => boolean }[] = [
  {
    label: `At least ${PASSWORD_RULES.minLength} characters`,
    met: (v) => v.length >= PASSWORD_RULES.minLength,
  },
  { label: 'A lowercase letter', met: (v) => /[a-z]/.test(v) },
  { label: 'An uppercase letter', met: (v) => /[A-Z]/.test(v) },
  { label: 'A number', met: (v) => /\d/.test(v) },
  { label: 'A symbol such as # ! @ $ %', met: (v) => /[^A-Za-z0-9]/.test(v) },
];

/**
 * A password input with a show-password button and, when `withRules`, the show-rules toggle of
 * the login and sign-up screens, which opens the strength rules under the field.
 */
export const PasswordField = ({
  id,
  label,
  value,
  onChange,
  autoComplete = 'current-password',
  withRules = true,
  placeholder,
  error,
  required,
}: FieldState & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: 'current-password' | 'new-password' | 'off';
  withRules?: boolean;
  /** E.g. that a stored secret stays when the field is left empty. */
  placeholder?: string;
}) => {
  const [visible, setVisible] = useState(false);
  const [rulesShown, setRulesShown] = useState(false);
  const rulesId = `${id}-rules`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <FieldLabel required={required}>{label}</FieldLabel>
      <InputGroup hasValidation>
        <Form.Control
          type={visible ? 'text' : 'password'}
          isInvalid={Boolean(error)}
          {...fieldAria(id, { error, required })}
          value={value}
          autoComplete={autoComplete}
          placeholder={placeholder}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
        <Button
          variant="outline-secondary"
          aria-label={visible ? `Hide ${label}` : `Show ${label}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <i className={`bi ${visible ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
        </Button>
        {withRules && (
          <Button
            variant="outline-secondary"
            aria-label="Show password rules"
            aria-expanded={rulesShown}
            aria-controls={rulesId}
            onClick={() => setRulesShown((shown) => !shown)}
          >
            <i className="bi bi-info-circle" aria-hidden="true" />
          </Button>
        )}
      </InputGroup>
      <FieldNotes id={id} error={error} />
      {withRules && (
        // The product's collapse timing; mounted only while open, so hidden rules are not read out.
        <Collapse in={rulesShown} timeout={COLLAPSE_TIMEOUT_MS} mountOnEnter unmountOnExit>
          <ul id={rulesId} className="list-unstyled small mt-2 mb-0" aria-label="Password rules">
            {RULES.map((rule) => {
              const met = rule.met(value);
              return (
                <li key={rule.label} className={met ? 'text-success' : 'text-body-secondary'}>
                  <i
                    className={`bi ${met ? 'bi-check-circle-fill' : 'bi-circle'} me-2`}
                    aria-hidden="true"
                  />
                  {rule.label}
                  <span className="visually-hidden">{met ? ' (met)' : ' (not yet)'}</span>
                </li>
              );
            })}
          </ul>
        </Collapse>
      )}
    </Form.Group>
  );
};

/** "Current Password": the re-check of sensitive account changes (Update Password, removing a passkey). */
export const CurrentPasswordField = (
  props: FieldState & { id: string; value: string; onChange: (value: string) => void },
) => <PasswordField label="Current Password" withRules={false} {...props} />;
