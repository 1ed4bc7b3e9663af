import { WEBHOOK_EVENTS, webhookFormSchema, type WebhookWithSecret } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FieldNotes } from '../../components/form/field-state';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useAddWebhookMutation } from './webhooks-api';

interface Values {
  url: string;
  events: string[];
  description: string;
}
const EMPTY: Values = { url: '', events: [], description: '' };

/** Add a webhook: its URL, the events it receives, a note (docs/rules/webhooks.md). */
export const WebhookForm = ({
  show,
  onAdded,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
  onAdded: (webhook: WebhookWithSecret) => void;
}) => {
  const [add, { isLoading }] = useAddWebhookMutation();
  const form = useCheckedForm({
    schema: webhookFormSchema,
    initial: EMPTY,
    prepare: (v: Values) => ({ ...v, description: v.description || undefined }),
    warn: show,
    send: async (body) => {
      const reply = await add(body).unwrap();
      form.reset();
      show(reply.message, 'success');
      onAdded(reply.webhook);
    },
  });
  const events = form.field('events');
  const toggle = (event: string, on: boolean) =>
    events.onChange(on ? [...events.value, event] : events.value.filter((e) => e !== event));
  return (
    <Card className="mb-4">
      <Card.Body>
        <Form noValidate onSubmit={form.submit} aria-label="Add a webhook">
          <h2 className="h5">Add a webhook</h2>
          <TextField
            label="URL"
            type="url"
            placeholder="https://"
            hint="Where the events are POSTed: https, on a public address."
            maxLength={2000}
            {...form.field('url')}
            required
          />
          <fieldset
            className="mb-3"
            aria-describedby={events.error ? 'webhook-events-error' : undefined}
          >
            <legend className="form-label fs-6 mb-1">Events</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <Form.Check
                key={event}
                id={`webhook-event-${event}`}
                label={event}
                checked={events.value.includes(event)}
                isInvalid={Boolean(events.error)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
            ))}
            <FieldNotes id="webhook-events" error={events.error} />
          </fieldset>
          <TextField
            label="Description (optional)"
            maxLength={200}
            {...form.field('description')}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Adding...' : 'Add webhook'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
};
