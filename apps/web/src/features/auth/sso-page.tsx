import { SSO_MESSAGES, SSO_REFUSALS } from '@georisk/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../api/api';
import { AuthLayout } from '../../components/auth-layout';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { useEnterApp } from '../../session/use-enter-app';
import { useSsoExchangeMutation } from './sso-api';

/** The sentence for a refusal code the callback sent; an unknown one reads as the provider's. */
const refusalOf = (code: string) => SSO_REFUSALS[code] ?? SSO_MESSAGES.provider;

/**
 * /sso, where the single sign-on callback sends the browser (docs/rules/sso.md): `?code=` is
 * exchanged, once, for the login state, which is stored as the password login stores it;
 * `?error=SSO00x` shows that refusal's sentence with the way back to the login screen.
 */
const SsoPage = () => {
  const [params] = useSearchParams();
  const code = params.get('code');
  const error = params.get('error');
  const [exchange] = useSsoExchangeMutation();
  const enter = useEnterApp({ replace: true });
  const [refusal, setRefusal] = useState<string | null>(
    error !== null || !code ? refusalOf(error ?? '') : null,
  );
  // The code is single use: a second exchange (a re-run effect) would be refused as a replay.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!code || error !== null || sent.current === code) return;
    sent.current = code;
    exchange({ code })
      .unwrap()
      .then((reply) => enter(reply.user))
      .catch((failure: unknown) => setRefusal(failureText(failure)));
  }, [code, error, exchange, enter]);

  const busy = refusal === null;
  return (
    <AuthLayout
      title="Single sign-on"
      busy={false}
      banner={refusal ? { text: refusal, variant: 'warning' } : null}
    >
      {busy ? (
        <PageSpinner label="Signing you in" />
      ) : (
        <p>
          <Link to={paths.login}>Back to login</Link>
        </p>
      )}
    </AuthLayout>
  );
};

export default SsoPage;
