import { RISK_LEVELS } from '@georisk/contract/constants';
import { firstError } from '@georisk/contract/validate';
import { feedFormSchema, type FeedForm } from '@georisk/contract/resources/feeds';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { SelectField, TextField } from '../../components/crud/form-fields';

const EMPTY: Required<FeedForm> = { url: '', name: '', defaultRiskLevel: 'Risk', is_active: true };
const LEVEL_OPTIONS = RISK_LEVELS.map((level) => ({ value: level, label: level }));

/** Adds an RSS or Atom source; the contract's rules run first and the first failure is shown. */
export const FeedSourceForm = ({
  busy,
  onInvalid,
  onSubmit,
}: {
  busy: boolean;
  onInvalid: (message: string) => void;
  /** Resolves true when the source was added, which clears the form. */
  onSubmit: (values: FeedForm) => Promise<boolean>;
}) => {
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof FeedForm) => (value: string) => setValues({ ...values, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = firstError(feedFormSchema, values);
    if (error) return onInvalid(error);
    if (await onSubmit(feedFormSchema.parse(values))) setValues(EMPTY);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Add a feed source">
      <Row className="g-3 align-items-end">
        <Col md={4}>
          <TextField label="Feed URL" type="url" value={values.url} onChange={set('url')} />
        </Col>
        <Col md={3}>
          <TextField label="Name" value={values.name} onChange={set('name')} />
        </Col>
        <Col md={3}>
          <SelectField
            label="Default Risk Level"
            value={values.defaultRiskLevel}
            onChange={set('defaultRiskLevel')}
            options={LEVEL_OPTIONS}
          />
        </Col>
        <Col md={2} className="mb-3">
          <Button type="submit" className="w-100" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Add Source
          </Button>
        </Col>
      </Row>
    </Form>
  );
};
