import { travellerFormSchema } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useInsertTravellerMutation } from './schedule-api';

/** Add a traveller: a member or a named person without an account (docs/rules/schedule.md). */
export const TravellerForm = ({
  show,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [insert, { isLoading }] = useInsertTravellerMutation();
  const form = useCheckedForm({
    schema: travellerFormSchema,
    initial: { name: '', email: '', phone: '' },
    warn: show,
    send: async (body) => {
      const reply = await insert(body).unwrap();
      form.reset();
      show(reply.message, 'success');
    },
  });
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Add a traveller" className="mt-3">
      <h3 className="h6">Add a traveller</h3>
      <TextField label="Name" autoComplete="off" {...form.field('name')} />
      <TextField label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
      <TextField label="Phone (optional)" type="tel" {...form.field('phone')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Add traveller'}
      </Button>
    </Form>
  );
};
