import { CODES } from '@georisk/contract/error-codes';
import { loginSchema } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { PasswordField } from '../../components/form/password-field';
import { paths } from '../../config/paths';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { useEnterApp } from '../../session/use-enter-app';
import { activationState } from './activation-state';
import { useLoginMutation } from '../../session/session-api';
import { EmailField } from './email-field';
import { SecondFactorStep, type FactorStep } from './second-factor-step';
import { SsoOffer, useSsoOffer, useSsoStart } from './sso-offer';
import { AuthActions } from './auth-actions';

/**
 * Login: success goes to the address a logged-out visitor asked for (a mailed report link), else
 * to /dashboard; PAY032 goes to /active to activate first. Someone already logged in is sent home.
 * An address whose company signs in with single sign-on gets "Sign in with your company"; when
 * that is enforced, the password is offered only to platform staff who ask (docs/rules/sso.md).
 */
const LoginPage = () => {
  const user = useAppSelector(selectUser);
  // Judged once, on opening: this screen's own success must not be mistaken for a revisit.
  const [alreadyLoggedIn] = useState(() => user !== null);
  const { banner, show } = useBanner();
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const [factorStep, setFactorStep] = useState<FactorStep | null>(null);
  const [factorBusy, setFactorBusy] = useState(false);
  const [staffPassword, setStaffPassword] = useState(false);
  const enter = useEnterApp();
  const sso = useSsoStart(show);

  const form = useCheckedForm({
    schema: loginSchema,
    initial: { email: '', password: '' },
    warn: show,
    send: async (body) => {
      const reply = await login(body).unwrap();
      if (reply.user) return enter(reply.user);
      if (!reply.mfa_token) return;
      setFactorStep({
        kind: reply.mfa_required ? 'code' : 'enrol',
        mfaToken: reply.mfa_token,
        methods: reply.mfa_methods,
      });
    },
    onFailure: (failure) => {
      const reply = failure as { code?: string; user_id?: unknown };
      if (reply.code !== CODES.accountNotActivated || typeof reply.user_id !== 'string')
        return false;
      void navigate(paths.active, { state: activationState(reply.user_id) });
      return true;
    },
  });

  // Nothing to ask once the password step has answered (the second factor's step).
  const offer = useSsoOffer(factorStep ? '' : form.values.email);
  const passwordHidden = offer.enforced && !staffPassword;

  if (alreadyLoggedIn) return <Navigate to={paths.dashboard} replace />;
  if (factorStep) {
    return (
      <AuthLayout title="Two-step sign-in" busy={factorBusy} banner={banner}>
        <SecondFactorStep step={factorStep} warn={show} onBusy={setFactorBusy} onLoggedIn={enter} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Login" busy={isLoading || sso.busy} banner={banner}>
      <Form
        noValidate
        onSubmit={(event) => {
          if (!passwordHidden) return form.submit(event);
          event.preventDefault();
          void sso.go(form.values.email);
        }}
      >
        <EmailField {...form.field('email')} />
        {/* Announced when it appears: the offer comes after the address is typed. */}
        <div aria-live="polite">
          {offer.available && (
            <SsoOffer
              enforced={offer.enforced}
              busy={sso.busy}
              onStart={() => void sso.go(form.values.email)}
              onStaffPassword={passwordHidden ? () => setStaffPassword(true) : undefined}
            />
          )}
        </div>
        {!passwordHidden && (
          <>
            <PasswordField id="login-password" label="Password" {...form.field('password')} />
            <div className="mb-3 text-end">
              <Link to={paths.forget}>Forget Password</Link>
            </div>
          </>
        )}
        <AuthActions
          submit={passwordHidden ? null : 'Login'}
          busy={isLoading}
          to={paths.register}
          link="Sign up"
        />
      </Form>
    </AuthLayout>
  );
};

export default LoginPage;
