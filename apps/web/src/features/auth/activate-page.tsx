import { activateSchema, generateOtpSchema } from '@georisk/contract';
import { OTP_LENGTH } from '@georisk/contract/constants';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocation } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { paths } from '../../config/paths';
import { userIdFrom } from './activation-state';
import { useActivateMutation, useGenerateOtpMutation } from './auth-api';
import { checkedSubmit } from './checked-submit';
import { TextField } from './text-field';

/**
 * Activate User (/active, spec §2, §4). The visitor here is never logged in (an inactive account
 * gets PAY032, not a session), so the "re-initialised" login state is already the initial one.
 */
const ActivatePage = () => {
  const user_id = userIdFrom(useLocation().state);
  const [otp, setOtp] = useState('');
  const [activated, setActivated] = useState(false);
  const { banner, show } = useBanner();
  const [activate, activation] = useActivateMutation();
  const [generateOtp, resend] = useGenerateOtpMutation();

  const onSubmit = checkedSubmit({
    schema: activateSchema,
    values: { user_id, otp },
    warn: show,
    send: async (body) => {
      await activate(body).unwrap();
      setActivated(true);
    },
  });

  const onResend = checkedSubmit({
    schema: generateOtpSchema,
    values: { user_id },
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
        <Form noValidate onSubmit={onSubmit}>
          {/* A standing instruction, not an alert: screen readers meet it in reading order. */}
          <div className="alert alert-info">
            <i className="bi bi-envelope-check me-2" aria-hidden="true" />
            Please check your mail: we have sent you a {OTP_LENGTH}-digit One Time Password (OTP).
            Enter it below to activate your account.
          </div>
          <TextField
            id="otp"
            label="OTP"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={setOtp}
          />
          <div className="d-grid gap-2">
            <Button type="submit" disabled={activation.isLoading}>
              Submit
            </Button>
            <Button variant="outline-primary" onClick={onResend} disabled={resend.isLoading}>
              Resend OTP
            </Button>
          </div>
        </Form>
      )}
    </AuthLayout>
  );
};

export default ActivatePage;
