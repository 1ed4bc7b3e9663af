import { tripFormSchema, type Trip, type TripForm as TripBody } from '@georisk/contract';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormActions } from '../../components/form/form-actions';
import { SelectField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import {
  useInsertTripMutation,
  useTravellerListQuery,
  useUpdateTripMutation,
} from './schedule-api';
import { emptyStop, stopBody, TripStops, type StopValues } from './trip-stops';

interface Values {
  traveller_id: string;
  purpose: string;
  segments: StopValues[];
}

const toValues = (trip: Trip | null): Values =>
  trip
    ? {
        traveller_id: trip.traveller.traveller_id,
        purpose: trip.purpose,
        segments: trip.segments.map((s) => ({
          city:
            s.place_name && s.lat !== null && s.lon !== null
              ? { name: s.place_name, country: s.country, lat: s.lat, lon: s.lon }
              : null,
          country: s.country,
          from: s.from.slice(0, 16),
          to: s.to.slice(0, 16),
        })),
      }
    : { traveller_id: '', purpose: '', segments: [emptyStop()] };

/**
 * Add a trip or change one (docs/rules/schedule.md): traveller, purpose, stops with the city
 * picker (or a country) and local times. Checked in the contract's order before any call; the
 * server's time checks (a skipped time, stops out of order) name the stop in the banner. A
 * change asks for approval again when a stop needs it.
 */
export const TripForm = ({
  editing,
  done,
  show,
}: {
  editing: Trip | null;
  done: () => void;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const travellers = useTravellerListQuery().data?.rows ?? [];
  const [insert, inserting] = useInsertTripMutation();
  const [update, updating] = useUpdateTripMutation();
  const form = useCheckedForm<Values, TripBody>({
    schema: tripFormSchema,
    initial: toValues(editing),
    prepare: (values) => ({ ...values, segments: values.segments.map(stopBody) }),
    warn: show,
    send: async (body) => {
      const reply = editing
        ? await update({ ...body, trip_id: editing.trip_id }).unwrap()
        : await insert(body).unwrap();
      show(reply.message, 'success');
      done();
    },
  });
  const title = editing ? `Change the trip ${editing.purpose}` : 'Add a trip';
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        <Form noValidate onSubmit={form.submit} aria-label={title}>
          <SelectField
            label="Traveller"
            placeholder={travellers.length === 0 ? 'Add a traveller first' : 'Choose...'}
            options={travellers.map((t) => ({ value: t.traveller_id, label: t.name }))}
            {...form.field('traveller_id')}
          />
          <TextField label="Purpose" {...form.field('purpose')} />
          <TripStops
            stops={form.values.segments}
            onChange={(segments) => form.set('segments', segments)}
            checked={Boolean(form.errors.segments)}
            error={form.errors.segments}
          />
          <FormActions busy={inserting.isLoading || updating.isLoading} onCancel={done} />
        </Form>
      </Card.Body>
    </Card>
  );
};
