import { slaUpdateSchema, type Sla } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useUpdateSlaMutation } from './sla-api';

/** One customer type's hours, edited and saved on its own (checked by the contract's rule). */
export const SlaRow = ({
  sla,
  notify,
}: {
  sla: Sla;
  notify: (text: string, variant?: 'warning' | 'success') => void;
}) => {
  const [update] = useUpdateSlaMutation();
  const form = useCheckedForm({
    schema: slaUpdateSchema,
    initial: { hours: String(sla.hours) },
    prepare: ({ hours }) => ({
      customerType: sla.customerType,
      hours: hours.trim() === '' ? Number.NaN : Number(hours),
    }),
    warn: notify,
    send: async (body) => {
      const reply = await update(body).unwrap();
      notify(reply.message, 'success');
    },
  });
  const inputId = `sla-${sla.customerType}`;
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <label htmlFor={inputId}>{sla.customerType}</label>
      </th>
      <td>
        <Form noValidate onSubmit={form.submit} className="d-flex gap-2 align-items-center">
          <InputGroup size="sm" className="sla-hours">
            <Form.Control
              id={inputId}
              inputMode="numeric"
              value={form.values.hours}
              onChange={(event) => form.set('hours', event.target.value)}
            />
            <InputGroup.Text>hours</InputGroup.Text>
          </InputGroup>
          <Button type="submit" size="sm" disabled={form.busy}>
            Save
          </Button>
        </Form>
      </td>
    </tr>
  );
};
