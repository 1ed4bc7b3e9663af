import { forgetSchema } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { paths } from '../../config/paths';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useForgetMutation } from './auth-api';
import { EmailField } from './email-field';
import { AuthActions } from './auth-actions';

/** Success shows the server's message in a success banner; failure its message in a warning banner. */
export const ForgetForm = () => {
  const { banner, show } = useBanner();
  const [forget, { isLoading }] = useForgetMutation();

  const form = useCheckedForm({
    schema: forgetSchema,
    initial: { email: '' },
    warn: show,
    send: async (body) => {
      const reply = await forget(body).unwrap();
      show(reply.message, 'success');
    },
  });

  return (
    <AuthLayout title="Forget Password" busy={isLoading} banner={banner}>
      <Form noValidate onSubmit={form.submit}>
        <EmailField {...form.field('email')} />
        <AuthActions busy={isLoading} to={paths.login} link="Login" />
      </Form>
    </AuthLayout>
  );
};
