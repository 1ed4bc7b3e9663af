import {
  CUSTOMER_TYPES,
  firstError,
  incidentFormSchema,
  type IncidentForm,
  type QueryType,
} from '@georisk/contract';
import { useState, type FormEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Banner, useBanner } from '../../components/banner';
import { FormActions } from '../../components/form-actions';

/** What the selects hold before a choice is made: '' (so the spec's "Please select" rules fire). */
export interface IncidentFormValues {
  customerType: string;
  queryType_id: string;
  query: string;
}

export const EMPTY_INCIDENT: IncidentFormValues = { customerType: '', queryType_id: '', query: '' };

/**
 * The incident request form (spec §2, §5). Checks run on submit in spec order, the first failure
 * shows in the warning banner; `onSubmit` resolves to a failure text or null when saved.
 */
export const IncidentFormView = ({
  title,
  initial,
  queryTypes,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: IncidentFormValues;
  queryTypes: QueryType[];
  onSubmit: (values: IncidentForm) => Promise<string | null>;
  onCancel: () => void;
}) => {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { banner, show } = useBanner();
  // Spec §5: the options follow the chosen customer type. An inactive type stays only if chosen.
  const options = queryTypes.filter(
    (type) =>
      type.customerType === values.customerType &&
      (type.is_active || type.queryType_id === initial.queryType_id),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(incidentFormSchema, values);
    if (problem) return show(problem);
    setBusy(true);
    const failure = await onSubmit(incidentFormSchema.parse(values));
    setBusy(false);
    if (failure) show(failure);
  };

  return (
    <Card className="shadow-sm incident-form">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h1 className="h4 mb-0">{title}</h1>
        {busy && <Spinner animation="border" size="sm" role="status" aria-label="Working" />}
      </Card.Header>
      <Card.Body>
        <Banner banner={banner} />
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Form.Group className="mb-3" controlId="incident-customer-type">
            <Form.Label>Identification</Form.Label>
            <Form.Select
              value={values.customerType}
              // Changing who is asking clears the query type: its options depend on it (spec §5).
              onChange={(event) =>
                setValues({ ...values, customerType: event.target.value, queryType_id: '' })
              }
            >
              <option value="">Select Identification</option>
              {CUSTOMER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="incident-query-type">
            <Form.Label>QueryType</Form.Label>
            <Form.Select
              value={values.queryType_id}
              onChange={(event) => setValues({ ...values, queryType_id: event.target.value })}
            >
              <option value="">Select QueryType</option>
              {options.map((type) => (
                <option key={type.queryType_id} value={type.queryType_id}>
                  {type.name} ({type.categories.name})
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="incident-query">
            <Form.Label>Query</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              value={values.query}
              placeholder="What do you want to know? Be specific about place, time frame and stakes."
              onChange={(event) => setValues({ ...values, query: event.target.value })}
            />
          </Form.Group>
          <FormActions busy={busy} onCancel={onCancel} />
        </Form>
      </Card.Body>
    </Card>
  );
};
