import { travellerFormSchema, type Traveller } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useInsertTravellerMutation, useUpdateTravellerMutation } from './schedule-api';

/**
 * Add a traveller (a member or a named person without an account), or change one
 * (docs/rules/schedule.md). The parent remounts it (`key`) to switch between the two.
 */
export const TravellerForm = ({
  editing,
  done,
  show,
}: {
  editing: Traveller | null;
  done: () => void;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [insert, inserting] = useInsertTravellerMutation();
  const [update, updating] = useUpdateTravellerMutation();
  const busy = inserting.isLoading || updating.isLoading;
  const form = useCheckedForm({
    schema: travellerFormSchema,
    initial: {
      name: editing?.name ?? '',
      email: editing?.email ?? '',
      phone: editing?.phone ?? '',
    },
    warn: show,
    send: async (body) => {
      const reply = editing
        ? await update({ ...body, traveller_id: editing.traveller_id }).unwrap()
        : await insert(body).unwrap();
      form.reset();
      show(reply.message, 'success');
      done();
    },
  });
  const title = editing ? `Change ${editing.name}` : 'Add a traveller';
  return (
    <Form noValidate onSubmit={form.submit} aria-label={title} className="mt-3">
      <h3 className="h6">{title}</h3>
      <TextField label="Name" autoComplete="off" {...form.field('name')} />
      <TextField label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
      <TextField label="Phone (optional)" type="tel" {...form.field('phone')} />
      <div className="d-flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : editing ? 'Save traveller' : 'Add traveller'}
        </Button>
        {editing && (
          <Button variant="outline-secondary" onClick={done}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
};
