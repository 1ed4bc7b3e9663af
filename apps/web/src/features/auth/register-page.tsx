import { registerFormSchema, type RegisterForm } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { activationState } from './activation-state';
import { useRegisterMutation } from './auth-api';
import { checkedSubmit } from './checked-submit';
import { EmailField } from './email-field';
import { PhoneCodePicker } from './phone-code-picker';
import { TextField } from './text-field';

const EMPTY: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneCode: [],
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Sign up (spec §2, §4, §5): success goes to /active with the new user_id to enter the OTP. */
const RegisterPage = () => {
  const [values, setValues] = useState<RegisterForm>(EMPTY);
  const { banner, show } = useBanner();
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const set =
    <K extends keyof RegisterForm>(key: K) =>
    (value: RegisterForm[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = checkedSubmit({
    schema: registerFormSchema,
    values,
    warn: show,
    send: async (form) => {
      const reply = await register({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        // Spec §7: the phone is the dial code joined to the number.
        phone: `${form.phoneCode[0] ?? ''}${form.phone.trim()}`,
        password: form.password,
      }).unwrap();
      void navigate(paths.active, { state: activationState(reply.user.user_id) });
    },
  });

  return (
    <AuthLayout title="Sign up" busy={isLoading} banner={banner}>
      <Form noValidate onSubmit={onSubmit}>
        <Row className="g-md-3">
          <Col md={6}>
            <TextField
              id="first-name"
              label="First Name"
              autoComplete="given-name"
              value={values.firstName}
              onChange={set('firstName')}
            />
          </Col>
          <Col md={6}>
            <TextField
              id="last-name"
              label="Last Name"
              autoComplete="family-name"
              value={values.lastName}
              onChange={set('lastName')}
            />
          </Col>
        </Row>
        <EmailField value={values.email} onChange={set('email')} />
        <Row className="g-3">
          <Col xs={5} sm={4}>
            <PhoneCodePicker value={values.phoneCode} onChange={set('phoneCode')} />
          </Col>
          <Col xs={7} sm={8}>
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              autoComplete="tel-national"
              value={values.phone}
              onChange={set('phone')}
            />
          </Col>
        </Row>
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm Password"
          autoComplete="new-password"
          withRules={false}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
        />
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

export default RegisterPage;
