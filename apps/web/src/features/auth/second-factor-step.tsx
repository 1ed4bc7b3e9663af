import type { SessionUser, TotpEnrolment } from '@georisk/contract';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { useMfaEnrolMutation, useMfaLoginMutation } from '../../api/second-factor-api';
import { FactorProofForm } from '../../components/second-factor/factor-proof-form';
import { RecoveryCodesPanel } from '../../components/second-factor/recovery-codes';
import { TotpEnrolmentPanel } from '../../components/second-factor/totp-enrolment';
import { PasskeyLogin } from './passkey-login';

/** What the password step answered when a factor comes first. */
export type FactorStep = {
  kind: 'code' | 'enrol';
  mfaToken: string;
  /** The factors the account has (the login's `mfa_methods`); a code when unsaid. */
  methods?: ('totp' | 'passkey')[] | undefined;
};

/**
 * The login's second step (docs/rules/accounts.md, "Second factor"): a code or a recovery code;
 * or, for an account that must have a factor and has none, the enrolment (QR, key, first code)
 * and then the recovery codes, shown once before the app opens.
 */
export const SecondFactorStep = ({
  step,
  warn,
  onBusy,
  onLoggedIn,
}: {
  step: FactorStep;
  warn: (text: string) => void;
  onBusy: (busy: boolean) => void;
  onLoggedIn: (user: SessionUser) => void;
}) => {
  const [mfaLogin, login] = useMfaLoginMutation();
  const [mfaEnrol, enrol] = useMfaEnrolMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<{ codes: string[]; user: SessionUser } | null>(null);
  // A passkey-only account's way in without the passkey: one of its recovery codes.
  const [recovery, setRecovery] = useState(false);
  const { kind, mfaToken } = step;

  useEffect(
    () => onBusy(login.isLoading || enrol.isLoading),
    [login.isLoading, enrol.isLoading, onBusy],
  );
  useEffect(() => {
    if (kind !== 'enrol') return;
    mfaEnrol({ mfa_token: mfaToken })
      .unwrap()
      .then((reply) => setEnrolment(reply.enrolment))
      .catch((failure: unknown) => warn(failureText(failure)));
  }, [kind, mfaToken, mfaEnrol, warn]);

  const finish = async (proof: { code: string } | { recovery_code: string }) => {
    const reply = await mfaLogin({ mfa_token: mfaToken, ...proof }).unwrap();
    if (reply.recovery_codes) setCodes({ codes: reply.recovery_codes, user: reply.user });
    else onLoggedIn(reply.user);
  };

  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes.codes}
        doneLabel="Continue"
        onDone={() => onLoggedIn(codes.user)}
      />
    );
  }
  if (kind === 'enrol') {
    return (
      <>
        <p>
          Your account must use two-step sign-in. Set up an authenticator app now to finish signing
          in.
        </p>
        {enrolment && (
          <TotpEnrolmentPanel enrolment={enrolment} warn={warn} send={(code) => finish({ code })} />
        )}
      </>
    );
  }
  const methods = step.methods ?? ['totp'];
  if (recovery) {
    return (
      <>
        <p>Enter one of the recovery codes you kept when you added your passkey.</p>
        <FactorProofForm
          allowRecovery
          recoveryOnly
          submitLabel="Verify"
          warn={warn}
          send={finish}
        />
        <Button variant="link" className="px-0" onClick={() => setRecovery(false)}>
          Use a passkey instead
        </Button>
      </>
    );
  }
  return (
    <>
      {methods.includes('passkey') && (
        <PasskeyLogin mfaToken={mfaToken} warn={warn} onLoggedIn={onLoggedIn} />
      )}
      {!methods.includes('totp') && (
        <Button variant="link" className="px-0" onClick={() => setRecovery(true)}>
          Lost your passkey? Use a recovery code
        </Button>
      )}
      {methods.includes('totp') && (
        <>
          {methods.includes('passkey') && <p className="text-center text-body-secondary">or</p>}
          <p>Enter the 6-digit code from your authenticator app to finish signing in.</p>
          <FactorProofForm allowRecovery submitLabel="Verify" warn={warn} send={finish} />
        </>
      )}
    </>
  );
};
