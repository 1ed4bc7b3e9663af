import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useCheckedForm, type CheckedForm, type FormSchema } from '../../hooks/use-checked-form';

/** What a panel gives its add form. */
export interface AddRowFormProps<Values> {
  busy: boolean;
  onInvalid: (message: string) => void;
  /** Resolves true when the row was added, which clears the form. */
  onSubmit: (values: Values) => Promise<boolean>;
}

/**
 * The one-line add form above a panel's table (feed sources, keyword rules): the contract's rules
 * run first and only the first failure is shown (docs/architecture.md, "Web forms"); a row that
 * was added clears the fields.
 */
export const AddRowForm = <Values extends object>({
  label,
  submitLabel,
  submitColumn,
  schema,
  empty,
  busy,
  onInvalid,
  onSubmit,
  fields,
}: AddRowFormProps<Values> & {
  /** The form's accessible name, e.g. 'Add a feed source'. */
  label: string;
  submitLabel: string;
  /** The submit button's column width, e.g. `{ md: 2 }`. */
  submitColumn: ColProps;
  schema: FormSchema<Values>;
  empty: Values;
  /** The field columns, bound to the form. */
  fields: (form: CheckedForm<Values>) => ReactNode;
}) => {
  const form = useCheckedForm<Values>({
    schema,
    initial: empty,
    warn: onInvalid,
    send: async (values) => {
      if (await onSubmit(values)) form.reset();
    },
  });
  return (
    <Form noValidate onSubmit={form.submit} aria-label={label}>
      <Row className="g-3 align-items-end">
        {fields(form)}
        <Col {...submitColumn} className="mb-3">
          <Button type="submit" className="w-100" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {submitLabel}
          </Button>
        </Col>
      </Row>
    </Form>
  );
};
