import { updatePasswordFormSchema } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Banner, useBanner } from '../../components/banner';
import { CurrentPasswordField, PasswordField } from '../../components/form/password-field';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { loggedIn, selectUser } from '../../session/login-slice';
import { useLoginMutation } from '../../session/session-api';
import { useUpdatePasswordMutation } from './account-api';

const EMPTY = { currentPassword: '', password: '' };

/**
 * Update Password: the current password (so a borrowed session cannot take the account over),
 * then the new one; Submit reads 'Updating...' while busy.
 */
const UpdatePasswordPage = () => {
  const email = useAppSelector(selectUser)?.email ?? '';
  const { banner, show } = useBanner();
  const [updatePassword, update] = useUpdatePasswordMutation();
  const [renewSession, renewal] = useLoginMutation();
  const dispatch = useAppDispatch();
  const form = useCheckedForm({
    schema: updatePasswordFormSchema,
    initial: EMPTY,
    warn: show,
    send: async ({ currentPassword, password }) => {
      const reply = await updatePassword({ email, currentPassword, password }).unwrap();
      // Without a new session this tab would be signed out when its access token expires.
      const session = await renewSession({ email, password })
        .unwrap()
        .catch(() => null);
      // With a second factor the login asks for a code: this tab then signs in again.
      if (session?.user) dispatch(loggedIn(session.user));
      form.reset();
      show(reply.message, 'success');
    },
  });
  const isLoading = update.isLoading || renewal.isLoading;

  return (
    <section className="update-password">
      <h1 className="h3 mb-3">Update Password</h1>
      <Card className="shadow-sm">
        <Card.Body>
          <Banner banner={banner} />
          <Form noValidate onSubmit={form.submit}>
            <CurrentPasswordField id="current-password" {...form.field('currentPassword')} />
            <PasswordField
              id="new-password"
              label="New Password"
              autoComplete="new-password"
              {...form.field('password')}
            />
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Updating...' : 'Submit'}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
};

export default UpdatePasswordPage;
