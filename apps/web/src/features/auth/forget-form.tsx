import { forgetSchema } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { paths } from '../../config/paths';
import { useForgetMutation } from './auth-api';
import { checkedSubmit } from './checked-submit';
import { EmailField } from './email-field';

/** Spec §4: success shows the server's message in a success banner; failure '{code} - {message}'. */
export const ForgetForm = () => {
  const [email, setEmail] = useState('');
  const { banner, show } = useBanner();
  const [forget, { isLoading }] = useForgetMutation();

  const onSubmit = checkedSubmit({
    schema: forgetSchema,
    values: { email },
    warn: show,
    send: async (body) => {
      const reply = await forget(body).unwrap();
      show(reply.message, 'success');
    },
  });

  return (
    <AuthLayout title="Forget Password" busy={isLoading} banner={banner}>
      <Form noValidate onSubmit={onSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <div className="d-grid gap-2">
          <Button type="submit" disabled={isLoading}>
            Submit
          </Button>
          <Link to={paths.login} className="btn btn-outline-primary">
            Login
          </Link>
        </div>
      </Form>
    </AuthLayout>
  );
};
