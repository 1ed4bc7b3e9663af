import { activateSchema, generateOtpSchema } from '@georisk/contract';
import { OTP_LENGTH } from '@georisk/contract/constants';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { paths } from '../../config/paths';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { userIdFrom } from './activation-state';
import { useActivateMutation, useGenerateOtpMutation } from './auth-api';
import { TextField } from '../../components/form/form-fields';

/**
 * Activate User (/active). The visitor here is never logged in (an inactive account
 * gets PAY032, not a session), so the "re-initialised" login state is already the initial one.
 */
const ActivatePage = () => {
  const user_id = userIdFrom(useLocation().state);
  const [activated, setActivated] = useState(false);
  const { banner, show, hide } = useBanner();
  const [activate, activation] = useActivateMutation();
  const [generateOtp, resend] = useGenerateOtpMutation();

  const form = useCheckedForm({
    schema: activateSchema,
    initial: { otp: '' },
    prepare: ({ otp }) => ({ user_id, otp }),
    warn: show,
    send: async (body) => {
      await activate(body).unwrap();
      // An earlier warning (a wrong OTP, AUTH004) must not stand above the success.
      hide();
      setActivated(true);
    },
  });

  // Resend is checked like a form too: without a user_id there is nobody to send an OTP to.
  const resendForm = useCheckedForm({
    schema: generateOtpSchema,
    initial: {},
    prepare: () => ({ user_id }),
    warn: show,
    send: async (body) => {
      const reply = await generateOtp(body).unwrap();
      show(reply.message, 'success');
    },
  });

  return (
    <AuthLayout
      title="Activate User"
      busy={activation.isLoading || resend.isLoading}
      banner={banner}
    >
      {activated ? (
        <MessageScreen
          message="Account Activated Successfully. Please login"
          icon="check-circle"
          actions={[{ label: 'Login', to: paths.login }]}
        />
      ) : (
        <Form noValidate onSubmit={form.submit}>
          {/* A standing instruction, not an alert: screen readers meet it in reading order. */}
          <div className="alert alert-info">
            <i className="bi bi-envelope-check me-2" aria-hidden="true" />
            Please check your mail: we have sent you a {OTP_LENGTH}-digit One Time Password (OTP).
            Enter it below to activate your account.
          </div>
          {!user_id && (
            <p className="small">
              Opened this page from a bookmark or a new tab? We need to know whose account it is:{' '}
              <Link to={paths.login}>log in</Link> with your e-mail and password and you will be
              brought back here with your account named.
            </p>
          )}
          <TextField
            id="otp"
            label="OTP"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={OTP_LENGTH}
            {...form.field('otp')}
          />
          <div className="d-grid gap-2">
            <Button type="submit" disabled={activation.isLoading}>
              Submit
            </Button>
            <Button
              variant="outline-primary"
              onClick={() => resendForm.submit()}
              disabled={resend.isLoading}
            >
              Resend OTP
            </Button>
          </div>
        </Form>
      )}
    </AuthLayout>
  );
};

export default ActivatePage;
