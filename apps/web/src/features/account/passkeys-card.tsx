import { passkeyNameSchema, type Passkey } from '@georisk/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { failureText } from '../../api/api';
import {
  usePasskeyRegisterMutation,
  usePasskeyRegisterStartMutation,
  usePasskeyRemoveMutation,
  usePasskeysQuery,
} from '../../api/passkeys-api';
import { Banner, useBanner, type BannerVariant } from '../../components/banner';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { TextField } from '../../components/form/form-fields';
import { createPasskey } from '../../components/second-factor/passkey-browser';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { formatDateTime } from '../../lib/format-date';
import { CardHeading } from './card-heading';

type Show = (text: string, variant?: BannerVariant) => void;

/** Name it, then the browser's prompt creates it; the server checks the answer. */
const AddPasskeyForm = ({ show }: { show: Show }) => {
  const [start] = usePasskeyRegisterStartMutation();
  const [register] = usePasskeyRegisterMutation();
  const form = useCheckedForm({
    schema: passkeyNameSchema,
    initial: { name: '' },
    warn: show,
    send: async ({ name }) => {
      const { options } = await start().unwrap();
      const response = await createPasskey(options);
      const reply = await register({ name, response }).unwrap();
      form.reset();
      show(reply.message, 'success');
    },
  });
  return (
    <Form noValidate onSubmit={form.submit}>
      <TextField
        label="Passkey name"
        hint="For example the device it lives on: Work laptop"
        maxLength={200}
        {...form.field('name')}
      />
      <Button type="submit" disabled={form.busy}>
        Add a passkey
      </Button>
    </Form>
  );
};

const PasskeyItem = ({ passkey, ask }: { passkey: Passkey; ask: (p: Passkey) => void }) => (
  <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2 px-0">
    <div className="flex-grow-1 text-break">
      <div className="fw-semibold">{passkey.name}</div>
      <div className="small text-body-secondary">
        added {formatDateTime(passkey.created_at)} ·{' '}
        {passkey.last_used_at
          ? `last used ${formatDateTime(passkey.last_used_at)}`
          : 'not used yet'}
      </div>
    </div>
    <Button
      size="sm"
      variant="outline-danger"
      aria-label={`Remove the passkey ${passkey.name}`}
      onClick={() => ask(passkey)}
    >
      Remove
    </Button>
  </ListGroup.Item>
);

/** The profile's "Passkeys" card (docs/rules/second-factor.md): add, list and remove. */
export const PasskeysCard = () => {
  const { data, error } = usePasskeysQuery();
  const [remove, removing] = usePasskeyRemoveMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const { banner, show } = useBanner();
  const ask = (passkey: Passkey) =>
    setPending({
      title: 'Remove passkey',
      text: `Remove the passkey "${passkey.name}"? It will no longer sign you in.`,
      confirm: 'Remove',
      run: async () => {
        await remove({ passkey_id: passkey.passkey_id })
          .unwrap()
          .then((reply) => show(reply.message, 'success'))
          .catch((failure: unknown) => show(failureText(failure)));
      },
    });
  const keys = data?.passkey ?? [];
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <CardHeading icon="fingerprint" title="Passkeys">
          <div className="small text-body-secondary">
            A passkey on this device or a security key can stand in for the 6-digit code when you
            sign in.
          </div>
        </CardHeading>
        <Banner banner={banner} />
        {error && <Alert variant="warning">{failureText(error)}</Alert>}
        {data && keys.length === 0 && <p className="text-body-secondary">No passkey yet.</p>}
        {keys.length > 0 && (
          <ListGroup as="ul" variant="flush" aria-label="Your passkeys" className="mb-3">
            {keys.map((passkey) => (
              <PasskeyItem key={passkey.passkey_id} passkey={passkey} ask={ask} />
            ))}
          </ListGroup>
        )}
        <AddPasskeyForm show={show} />
        <ConfirmDialog
          pending={pending}
          busy={removing.isLoading}
          onClose={() => setPending(null)}
        />
      </Card.Body>
    </Card>
  );
};
