import { resetPasswordSchema } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { useResetPasswordMutation } from './auth-api';
import { checkedSubmit } from './checked-submit';

/**
 * The new-password form behind the mailed reset link. A reset does not log the user in
 * (DESIGN §3), so success offers the Login screen.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { banner, show } = useBanner();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const onSubmit = checkedSubmit({
    schema: resetPasswordSchema,
    values: { token, password },
    warn: show,
    send: async (body) => {
      const reply = await resetPassword(body).unwrap();
      setDone(reply.message);
    },
  });

  return (
    <AuthLayout title="Forget Password" busy={isLoading} banner={banner}>
      {done ? (
        <MessageScreen
          message={done}
          icon="check-circle"
          actions={[{ label: 'Login', to: paths.login }]}
        />
      ) : (
        <Form noValidate onSubmit={onSubmit}>
          <p className="text-body-secondary">Choose a new password for your account.</p>
          <PasswordField
            id="new-password"
            label="New Password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
          <div className="d-grid">
            <Button type="submit" disabled={isLoading}>
              Set Password
            </Button>
          </div>
        </Form>
      )}
    </AuthLayout>
  );
};
