import { useSearchParams } from 'react-router';
import { ForgetForm } from './forget-form';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /forget asks for the e-mail; the mailed link brings the user back as
 * /forget?token=... to choose the new password.
 */
const ForgetPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <ForgetForm />;
};

export default ForgetPage;
