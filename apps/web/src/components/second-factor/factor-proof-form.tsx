import { totpConfirmSchema, totpDisableSchema } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCheckedForm, type FormSchema } from '../../hooks/use-checked-form';
import { TextField } from '../form/form-fields';

export type FactorProof = { code: string } | { recovery_code: string };

/**
 * A code from the authenticator app, or (where `allowRecovery`) one of the recovery codes: the
 * login's second step, the enrolment's confirmation, turning the factor off and the re-check
 * before a passkey is removed.
 */
export const FactorProofForm = ({
  send,
  warn,
  submitLabel,
  allowRecovery,
  recoveryOnly = false,
  onFailure,
}: {
  send: (proof: FactorProof) => Promise<void>;
  warn: (text: string) => void;
  submitLabel: string;
  allowRecovery: boolean;
  /** An account without the app (passkeys only): a recovery code is the one code it has. */
  recoveryOnly?: boolean;
  onFailure?: (failure: unknown) => boolean;
}) => {
  const [useRecovery, setUseRecovery] = useState(recoveryOnly);
  const form = useCheckedForm<{ code: string; recovery_code: string }, FactorProof>({
    // Either schema parses to one proof; the recovery one also refuses both or neither.
    schema: (useRecovery ? totpDisableSchema : totpConfirmSchema) as FormSchema<FactorProof>,
    initial: { code: '', recovery_code: '' },
    prepare: (values) =>
      useRecovery ? { recovery_code: values.recovery_code } : { code: values.code },
    warn,
    send,
    ...(onFailure && { onFailure }),
  });
  return (
    <Form noValidate onSubmit={form.submit}>
      {useRecovery ? (
        <TextField
          label="Recovery code"
          autoComplete="off"
          maxLength={20}
          placeholder="abcde-fghjk"
          {...form.field('recovery_code')}
        />
      ) : (
        <TextField
          label="6-digit code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          {...form.field('code')}
        />
      )}
      <div className="d-grid gap-2">
        <Button type="submit" disabled={form.busy}>
          {submitLabel}
        </Button>
        {allowRecovery && !recoveryOnly && (
          <Button variant="link" onClick={() => setUseRecovery(!useRecovery)}>
            {useRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
          </Button>
        )}
      </div>
    </Form>
  );
};
