import { CHECKIN_TARGETS, checkinFormSchema, type CheckinBoard } from '@georisk/contract';
import { COUNTRIES } from '@georisk/contract/countries';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { SelectField, TextField, type Option } from '../../components/form/form-fields';
import { FieldNotes, fieldAria } from '../../components/form/field-state';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useStartCheckinMutation } from './checkins-api';

const WAYS: Record<(typeof CHECKIN_TARGETS)[number], string> = {
  country: 'Everyone travelling in a country now',
  event: 'Everyone within 100 km of an event now',
  travellers: 'Chosen travellers',
};
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

interface Values {
  by: string;
  country: string;
  article_id: string;
  traveller_ids: string[];
  message: string;
}
const EMPTY: Values = { by: '', country: '', article_id: '', traveller_ids: [], message: '' };

/** Only the chosen way's field is sent; an empty one is left out, so its own message shows. */
const prepare = (v: Values) => ({
  by: v.by || undefined,
  country: v.by === 'country' ? v.country || undefined : undefined,
  article_id: v.by === 'event' ? v.article_id || undefined : undefined,
  traveller_ids: v.by === 'travellers' ? v.traveller_ids : undefined,
  message: v.message || undefined,
});

/**
 * Start "Are you safe?" (docs/rules/checkins.md): by country, near an event or chosen
 * travellers, with an optional message. `events` and `travellers` are the choices the schedule
 * screen offers (composed in src/app).
 */
export const CheckinStartForm = ({
  travellers,
  events,
  show,
  onStarted,
}: {
  travellers: Option[];
  events: Option[];
  show: (text: string, variant?: 'success' | 'warning') => void;
  onStarted: (board: CheckinBoard) => void;
}) => {
  const [start, { isLoading }] = useStartCheckinMutation();
  const form = useCheckedForm({
    schema: checkinFormSchema,
    initial: EMPTY,
    prepare,
    warn: show,
    send: async (body) => {
      const reply = await start(body).unwrap();
      form.reset();
      show(reply.message, 'success');
      onStarted(reply.checkin);
    },
  });
  const by = form.field('by');
  const chosen = form.field('traveller_ids');
  const toggle = (id: string, on: boolean) =>
    chosen.onChange(on ? [...chosen.value, id] : chosen.value.filter((v) => v !== id));
  return (
    <Card className="mb-4">
      <Card.Body>
        <Form noValidate onSubmit={form.submit} aria-label="Start a check-in">
          <h2 className="h5">Ask “Are you safe?”</h2>
          <fieldset
            className="mb-3"
            role="radiogroup"
            aria-labelledby="checkin-by-legend"
            {...fieldAria('checkin-by', by, false)}
          >
            <legend id="checkin-by-legend" className="form-label fs-6 mb-1">
              Whom to ask
            </legend>
            {CHECKIN_TARGETS.map((way) => (
              <Form.Check
                key={way}
                type="radio"
                id={`checkin-by-${way}`}
                name="checkin-by"
                label={WAYS[way]}
                checked={by.value === way}
                isInvalid={Boolean(by.error)}
                onChange={() => by.onChange(way)}
              />
            ))}
            <FieldNotes id="checkin-by" error={by.error} />
          </fieldset>
          {by.value === 'country' && (
            <SelectField
              label="Country"
              placeholder="Choose a country"
              options={COUNTRY_OPTIONS}
              {...form.field('country')}
              required
            />
          )}
          {by.value === 'event' && (
            <SelectField
              label="Event"
              placeholder={events.length ? 'Choose a located event' : 'No located events this week'}
              options={events}
              hint="Located news of the last 7 days, newest first."
              {...form.field('article_id')}
              required
            />
          )}
          {by.value === 'travellers' && (
            <fieldset
              className="mb-3"
              aria-describedby={chosen.error ? 'checkin-travellers-error' : undefined}
            >
              <legend className="form-label fs-6 mb-1">Travellers</legend>
              {travellers.length === 0 && <p className="text-body-secondary">No travellers yet.</p>}
              {travellers.map((t) => (
                <Form.Check
                  key={t.value}
                  id={`checkin-traveller-${t.value}`}
                  label={t.label}
                  checked={chosen.value.includes(t.value)}
                  isInvalid={Boolean(chosen.error)}
                  onChange={(event) => toggle(t.value, event.target.checked)}
                />
              ))}
              <FieldNotes id="checkin-travellers" error={chosen.error} />
            </fieldset>
          )}
          <TextField
            label="Message (optional)"
            rows={2}
            maxLength={2000}
            {...form.field('message')}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send check-in'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
};
