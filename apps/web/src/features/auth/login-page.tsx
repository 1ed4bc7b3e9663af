import { CODES } from '@georisk/contract/error-codes';
import { loginSchema } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/store';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { loggedIn } from '../../session/login-slice';
import { activationState } from './activation-state';
import { useLoginMutation } from './auth-api';
import { checkedSubmit } from './checked-submit';
import { EmailField } from './email-field';

/** Login (spec §2, §4): success goes to /dashboard; PAY032 goes to /active to activate first. */
const LoginPage = () => {
  const [values, setValues] = useState({ email: '', password: '' });
  const { banner, show } = useBanner();
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = checkedSubmit({
    schema: loginSchema,
    values,
    warn: show,
    send: async (body) => {
      const reply = await login(body).unwrap();
      dispatch(loggedIn(reply.user));
      void navigate(paths.dashboard);
    },
    onFailure: (failure) => {
      const reply = failure as { code?: string; user_id?: unknown };
      if (reply.code !== CODES.accountNotActivated || typeof reply.user_id !== 'string')
        return false;
      void navigate(paths.active, { state: activationState(reply.user_id) });
      return true;
    },
  });

  return (
    <AuthLayout title="Login" busy={isLoading} banner={banner}>
      <Form noValidate onSubmit={onSubmit}>
        <EmailField value={values.email} onChange={(email) => setValues({ ...values, email })} />
        <PasswordField
          id="login-password"
          label="Password"
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
        />
        <div className="mb-3 text-end">
          <Link to={paths.forget}>Forget Password</Link>
        </div>
        <div className="d-grid gap-2">
          <Button type="submit" disabled={isLoading}>
            Login
          </Button>
          <Link to={paths.register} className="btn btn-outline-primary">
            Sign up
          </Link>
        </div>
      </Form>
    </AuthLayout>
  );
};

export default LoginPage;
