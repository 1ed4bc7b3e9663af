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
  usePasskeysQuery,
} from '../../api/passkeys-api';
import { Banner, useBanner, type BannerVariant } from '../../components/banner';
import { TextField } from '../../components/form/form-fields';
import { createPasskey } from '../../components/second-factor/passkey-browser';
import { RecoveryCodesPanel } from '../../components/second-factor/recovery-codes';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { formatDateTime } from '../../lib/format-date';
import { CardHeading } from './card-heading';
import { RemovePasskeyDialog } from './remove-passkey-dialog';

type Show = (text: string, variant?: BannerVariant) => void;

/** Name it, then the browser's prompt creates it; the server checks the answer. */
const AddPasskeyForm = ({ show, onCodes }: { show: Show; onCodes: (codes: string[]) => void }) => {
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
      if (reply.recovery_codes) onCodes(reply.recovery_codes);
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

/**
 * The profile's "Passkeys" card (docs/rules/second-factor.md): add, list and remove. The first
 * second factor brings the recovery codes, shown here once; removing asks who it is again.
 */
export const PasskeysCard = () => {
  const { data, error } = usePasskeysQuery();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { banner, show } = useBanner();
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
        {codes ? (
          <RecoveryCodesPanel codes={codes} doneLabel="Done" onDone={() => setCodes(null)} />
        ) : (
          <>
            {data && keys.length === 0 && <p className="text-body-secondary">No passkey yet.</p>}
            {keys.length > 0 && (
              <ListGroup as="ul" variant="flush" aria-label="Your passkeys" className="mb-3">
                {keys.map((passkey) => (
                  <PasskeyItem key={passkey.passkey_id} passkey={passkey} ask={setRemoving} />
                ))}
              </ListGroup>
            )}
            <AddPasskeyForm show={show} onCodes={setCodes} />
          </>
        )}
        <RemovePasskeyDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(message) => show(message, 'success')}
        />
      </Card.Body>
    </Card>
  );
};
