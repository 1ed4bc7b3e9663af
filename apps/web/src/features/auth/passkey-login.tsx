import type { SessionUser } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { usePasskeyLoginMutation, usePasskeyLoginStartMutation } from '../../api/passkeys-api';
import { signWithPasskey } from '../../components/second-factor/passkey-browser';

/**
 * "Use a passkey" at the login's second step: the server's challenge for this sign-in, signed by
 * the passkey the browser offers, then the login state (docs/rules/second-factor.md).
 */
export const PasskeyLogin = ({
  mfaToken,
  warn,
  onLoggedIn,
}: {
  mfaToken: string;
  warn: (text: string) => void;
  onLoggedIn: (user: SessionUser) => void;
}) => {
  const [start, starting] = usePasskeyLoginStartMutation();
  const [finish, finishing] = usePasskeyLoginMutation();
  const busy = starting.isLoading || finishing.isLoading;
  const sign = async () => {
    try {
      const { options } = await start({ mfa_token: mfaToken }).unwrap();
      const response = await signWithPasskey(options);
      const reply = await finish({ mfa_token: mfaToken, response }).unwrap();
      onLoggedIn(reply.user);
    } catch (failure: unknown) {
      warn(failureText(failure));
    }
  };
  return (
    <div className="d-grid mb-3">
      <p>Use the passkey you added to your account on this device or a security key.</p>
      <Button disabled={busy} onClick={() => void sign()}>
        <i className="bi bi-fingerprint me-2" aria-hidden="true" />
        Use a passkey
      </Button>
    </div>
  );
};
