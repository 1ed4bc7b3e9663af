import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** What the form flow (hooks/use-checked-form.ts) tells each field besides its value. */
export interface FieldState {
  /** The field's failing rule after a submit, shown under it. */
  error?: string | undefined;
  /** The contract refuses the field empty: marked with an asterisk and aria-required. */
  required?: boolean | undefined;
}

const errorIdOf = (id: string) => `${id}-error`;
const hintIdOf = (id: string) => `${id}-hint`;

/**
 * The attributes that tie a control to its state: aria-invalid, aria-required and
 * aria-describedby naming its hint and its error (docs/rules/screens.md, "Forms").
 */
export const fieldAria = (id: string, { error, required }: FieldState, hasHint = false) => {
  const describedBy = [hasHint && hintIdOf(id), error && errorIdOf(id)].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
};

/**
 * A field's label, followed by the required mark. The mark sits outside the label, so the
 * field's name stays its label; screen readers hear "required" from aria-required instead.
 */
export const FieldLabel = ({
  htmlFor,
  required,
  className,
  children,
}: {
  htmlFor?: string;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) => (
  <>
    <Form.Label htmlFor={htmlFor} className={className}>
      {children}
    </Form.Label>
    {required && (
      <span className="required-mark" aria-hidden="true" title="required">
        *
      </span>
    )}
  </>
);

/** The hint and the error under a control, with the ids fieldAria points at. */
export const FieldNotes = ({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) => (
  <>
    {hint && (
      <Form.Text id={hintIdOf(id)} className="d-block">
        {hint}
      </Form.Text>
    )}
    {error && (
      <div id={errorIdOf(id)} className="invalid-feedback d-block">
        <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
        {error}
      </div>
    )}
  </>
);
