import { updatePasswordFormSchema } from '@georisk/contract';
import { firstError } from '@georisk/contract/validate';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { Banner, useBanner } from '../../components/banner';
import { PasswordField } from '../../components/password-field';
import { loggedIn, selectUser } from '../../session/login-slice';
import { useRenewSessionMutation, useUpdatePasswordMutation } from './account-api';

/** Update Password (spec §2): one new-password field; Submit reads 'Updating...' while busy. */
const UpdatePasswordPage = () => {
  const email = useAppSelector(selectUser)?.email ?? '';
  const [password, setPassword] = useState('');
  const { banner, show } = useBanner();
  const [updatePassword, update] = useUpdatePasswordMutation();
  const [renewSession, renewal] = useRenewSessionMutation();
  const dispatch = useAppDispatch();
  const isLoading = update.isLoading || renewal.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(updatePasswordFormSchema, { password });
    if (problem) {
      show(problem);
      return;
    }
    try {
      const reply = await updatePassword({ email, password }).unwrap();
      // Without a new session this tab would be signed out when its access token expires.
      const session = await renewSession({ email, password })
        .unwrap()
        .catch(() => null);
      if (session) dispatch(loggedIn(session.user));
      setPassword('');
      show(reply.message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };

  return (
    <section className="update-password">
      <h1 className="h3 mb-3">Update Password</h1>
      <Card className="shadow-sm">
        <Card.Body>
          <Banner banner={banner} />
          <Form noValidate onSubmit={(event) => void onSubmit(event)}>
            <PasswordField
              id="new-password"
              label="New Password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
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
