import type { MfaStatus, TotpEnrolment } from '@georisk/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { failureText } from '../../api/api';
import {
  useMfaStatusQuery,
  useTotpConfirmMutation,
  useTotpDisableMutation,
  useTotpStartMutation,
} from '../../api/second-factor-api';
import { Banner, useBanner } from '../../components/banner';
import { FactorProofForm } from '../../components/second-factor/factor-proof-form';
import { RecoveryCodesPanel } from '../../components/second-factor/recovery-codes';
import { TotpEnrolmentPanel } from '../../components/second-factor/totp-enrolment';
import { CardHeading } from './card-heading';

type Stage =
  | { kind: 'status' }
  | { kind: 'enrol'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

const summary = (mfa: MfaStatus) =>
  mfa.totp
    ? `On: you sign in with your password and a code from your authenticator app. ${mfa.recovery_codes_left} recovery codes left.`
    : mfa.passkeys > 0
      ? `No authenticator app: you sign in with your password and a passkey. ${mfa.recovery_codes_left} recovery codes left.`
      : 'Off: you sign in with your password alone.';

/** The profile's "Two-step sign-in" card (docs/rules/accounts.md, "Second factor"). */
export const TwoStepCard = () => {
  const { data, error } = useMfaStatusQuery();
  const [start, starting] = useTotpStartMutation();
  const [confirm] = useTotpConfirmMutation();
  const [disable] = useTotpDisableMutation();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const { banner, show } = useBanner();
  const mfa = data?.mfa;

  const body = () => {
    if (stage.kind === 'enrol') {
      return (
        <TotpEnrolmentPanel
          enrolment={stage.enrolment}
          warn={show}
          send={async (code) => {
            const reply = await confirm({ code }).unwrap();
            setStage({ kind: 'codes', codes: reply.recovery_codes });
          }}
        />
      );
    }
    if (stage.kind === 'codes') {
      return (
        <RecoveryCodesPanel
          codes={stage.codes}
          doneLabel="Done"
          onDone={() => setStage({ kind: 'status' })}
        />
      );
    }
    if (stage.kind === 'disable') {
      return (
        <>
          <p>To turn two-step sign-in off, enter a code from your app or a recovery code.</p>
          <FactorProofForm
            allowRecovery
            submitLabel="Turn off"
            warn={show}
            send={async (proof) => {
              const reply = await disable(proof).unwrap();
              setStage({ kind: 'status' });
              show(reply.message, 'success');
            }}
          />
          <Button variant="link" className="px-0" onClick={() => setStage({ kind: 'status' })}>
            Cancel
          </Button>
        </>
      );
    }
    if (!mfa) return null;
    return (
      <>
        <p>{summary(mfa)}</p>
        {mfa.required && (
          <p className="small text-body-secondary">
            Your account must use two-step sign-in, so it cannot be turned off.
          </p>
        )}
        {!mfa.totp && (
          <Button
            disabled={starting.isLoading}
            onClick={() => {
              start()
                .unwrap()
                .then((reply) => setStage({ kind: 'enrol', enrolment: reply.enrolment }))
                .catch((failure: unknown) => show(failureText(failure)));
            }}
          >
            Set up two-step sign-in
          </Button>
        )}
        {mfa.totp && !mfa.required && (
          <Button variant="outline-danger" onClick={() => setStage({ kind: 'disable' })}>
            Turn off two-step sign-in
          </Button>
        )}
      </>
    );
  };

  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <CardHeading icon="shield-lock" title="Two-step sign-in">
          {mfa && <Badge bg={mfa.totp ? 'success' : 'secondary'}>{mfa.totp ? 'On' : 'Off'}</Badge>}
        </CardHeading>
        <Banner banner={banner} />
        {error && <Alert variant="warning">{failureText(error)}</Alert>}
        {body()}
      </Card.Body>
    </Card>
  );
};
