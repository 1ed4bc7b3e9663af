import { CODES, resetPasswordSchema } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PasswordField } from '../../components/form/password-field';
import { paths } from '../../config/paths';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useResetPasswordMutation } from './auth-api';

export const RESET_TITLE = 'Reset Password';

/**
 * The new-password form behind the mailed reset link. A reset does not log the user in
 * (docs/security.md), so success offers the Login screen.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const [done, setDone] = useState<string | null>(null);
  // A used or expired link: the form is of no use any more, only a new link helps.
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const { banner, show, hide } = useBanner();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const form = useCheckedForm({
    schema: resetPasswordSchema,
    initial: { password: '' },
    prepare: ({ password }) => ({ token, password }),
    warn: show,
    send: async (body) => {
      const reply = await resetPassword(body).unwrap();
      // An earlier warning (e.g. the password rules) must not stand above the success.
      hide();
      setDone(reply.message);
    },
    onFailure: (failure) => {
      const reply = failure as { code?: string; message?: string };
      if (reply.code !== CODES.resetTokenInvalid) return false;
      hide();
      setDeadLink(failureText(reply));
      return true;
    },
  });

  return (
    <AuthLayout title={RESET_TITLE} busy={isLoading} banner={banner}>
      {deadLink ? (
        <MessageScreen
          message={deadLink}
          icon="link-45deg"
          actions={[
            { label: 'Request a new link', to: paths.forget },
            { label: 'Login', to: paths.login },
          ]}
        />
      ) : done ? (
        <MessageScreen
          message={done}
          icon="check-circle"
          actions={[{ label: 'Login', to: paths.login }]}
        />
      ) : (
        <Form noValidate onSubmit={form.submit}>
          <p className="text-body-secondary">Choose a new password for your account.</p>
          <PasswordField
            id="new-password"
            label="New Password"
            autoComplete="new-password"
            {...form.field('password')}
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
