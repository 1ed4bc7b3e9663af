import { invitationSignUpSchema, type InvitationView } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/form-fields';
import { paths } from '../../config/paths';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useAppDispatch } from '../../lib/store';
import { loggedIn } from '../../session/login-slice';
import { useLoginMutation } from '../../session/session-api';
import { useAcceptInvitationMutation } from './companies-api';

/**
 * A visitor without an account signs up through the invitation: the account is active at once
 * and a member; they are then logged in and see the company.
 */
export const InviteSignUpForm = ({
  token,
  invitation,
  warn,
}: {
  token: string;
  invitation: InvitationView;
  warn: (text: string) => void;
}) => {
  const [accept, acceptance] = useAcceptInvitationMutation();
  const [login, session] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useCheckedForm({
    schema: invitationSignUpSchema,
    initial: { firstName: '', lastName: '', phone: '', password: '' },
    prepare: (values) => ({ ...values, token }),
    warn,
    send: async (body) => {
      await accept(body).unwrap();
      const reply = await login({ email: invitation.email, password: body.password }).unwrap();
      // A company that requires a second factor: the login screen walks the new member through it.
      if (!reply.user) return void navigate(paths.login);
      dispatch(loggedIn(reply.user));
      void navigate(paths.menu.companies);
    },
  });
  const busy = acceptance.isLoading || session.isLoading;
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Create your account">
      <p className="text-break">New to GeoRisk? Create your account for {invitation.email}:</p>
      <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <PasswordField
        id="invite-password"
        label="Password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Joining...' : `Sign up and join ${invitation.company}`}
      </Button>
    </Form>
  );
};
