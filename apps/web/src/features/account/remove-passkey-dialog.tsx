import { passwordRecheckSchema, type Passkey } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { usePasskeyRemoveMutation } from '../../api/passkeys-api';
import { useMfaStatusQuery } from '../../api/second-factor-api';
import { Banner, useBanner } from '../../components/banner';
import { CurrentPasswordField } from '../../components/form/password-field';
import {
  FactorProofForm,
  type FactorProof,
} from '../../components/second-factor/factor-proof-form';
import { useCheckedForm } from '../../hooks/use-checked-form';

type Proof = FactorProof | { currentPassword: string };

const PasswordRecheck = ({
  send,
  warn,
}: {
  send: (proof: Proof) => Promise<void>;
  warn: (text: string) => void;
}) => {
  const form = useCheckedForm({
    schema: passwordRecheckSchema,
    initial: { currentPassword: '' },
    warn,
    send,
  });
  return (
    <Form noValidate onSubmit={form.submit}>
      <CurrentPasswordField id="passkey-current-password" {...form.field('currentPassword')} />
      <div className="d-grid">
        <Button type="submit" variant="danger" disabled={form.busy}>
          Remove
        </Button>
      </div>
    </Form>
  );
};

/**
 * Removing a passkey asks who it is again (docs/rules/second-factor.md): the current password, or
 * a code from the authenticator app or a recovery code; refusals show in the dialog.
 */
export const RemovePasskeyDialog = ({
  passkey,
  onClose,
  onRemoved,
}: {
  passkey: Passkey | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
}) => {
  const { data } = useMfaStatusQuery();
  const [remove] = usePasskeyRemoveMutation();
  const [withCode, setWithCode] = useState(false);
  const { banner, show } = useBanner();
  const close = () => {
    setWithCode(false);
    onClose();
  };
  const send = async (proof: Proof) => {
    if (!passkey) return;
    const reply = await remove({ passkey_id: passkey.passkey_id, ...proof }).unwrap();
    close();
    onRemoved(reply.message);
  };
  const totp = data?.mfa.totp ?? false;
  return (
    <Modal show={passkey !== null} onHide={close} centered aria-labelledby="remove-passkey-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="remove-passkey-title">
          Remove passkey
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Remove the passkey &quot;{passkey?.name}&quot;? It will no longer sign you in.</p>
        <p className="small text-body-secondary">
          {withCode
            ? totp
              ? 'To confirm it is you, enter a code from your authenticator app or a recovery code.'
              : 'To confirm it is you, enter one of your recovery codes.'
            : 'To confirm it is you, enter your current password.'}
        </p>
        <Banner banner={banner} />
        {withCode ? (
          <FactorProofForm
            allowRecovery
            recoveryOnly={!totp}
            submitLabel="Remove"
            warn={show}
            send={send}
          />
        ) : (
          <PasswordRecheck send={send} warn={show} />
        )}
        <Button variant="link" className="px-0" onClick={() => setWithCode(!withCode)}>
          {withCode
            ? 'Use your password instead'
            : totp
              ? 'Use a code instead'
              : 'Use a recovery code instead'}
        </Button>
      </Modal.Body>
    </Modal>
  );
};
