import { registerFormSchema, type RegisterForm } from '@georisk/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { PasswordField } from '../../components/form/password-field';
import { paths } from '../../config/paths';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { activationState } from './activation-state';
import { useRegisterMutation } from './auth-api';
import { EmailField } from './email-field';
import { PhoneCodePicker } from './phone-code-picker';
import { TextField } from '../../components/form/form-fields';
import { AuthActions } from './auth-actions';

const EMPTY: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneCode: [],
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Sign up: success goes to /active with the new user_id to enter the OTP. */
const RegisterPage = () => {
  const { banner, show } = useBanner();
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const form = useCheckedForm({
    schema: registerFormSchema,
    initial: EMPTY,
    warn: show,
    send: async (form) => {
      const reply = await register({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        // The API takes the phone as is the dial code joined to the number.
        phone: `${form.phoneCode[0] ?? ''}${form.phone.trim()}`,
        password: form.password,
      }).unwrap();
      void navigate(paths.active, { state: activationState(reply.user.user_id) });
    },
  });

  return (
    <AuthLayout title="Sign up" busy={isLoading} banner={banner}>
      <Form noValidate onSubmit={form.submit}>
        <Row className="g-md-3">
          <Col md={6}>
            <TextField
              id="first-name"
              label="First Name"
              autoComplete="given-name"
              {...form.field('firstName')}
            />
          </Col>
          <Col md={6}>
            <TextField
              id="last-name"
              label="Last Name"
              autoComplete="family-name"
              {...form.field('lastName')}
            />
          </Col>
        </Row>
        <EmailField {...form.field('email')} />
        <Row className="g-3">
          <Col xs={5} sm={4}>
            <PhoneCodePicker {...form.field('phoneCode')} />
          </Col>
          <Col xs={7} sm={8}>
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              autoComplete="tel-national"
              {...form.field('phone')}
            />
          </Col>
        </Row>
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          withRules={false}
          {...form.field('confirmPassword')}
        />
        <AuthActions busy={isLoading} to={paths.login} link="Login" />
      </Form>
    </AuthLayout>
  );
};

export default RegisterPage;
