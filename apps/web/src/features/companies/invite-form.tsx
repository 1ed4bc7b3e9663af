import { MEMBER_ROLES, memberInviteSchema, type MemberRole } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SelectField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useInviteMutation } from './companies-api';

/** The roles a caller may give: owners are made by owners only. */
export const grantableRoles = (myRole: MemberRole) =>
  MEMBER_ROLES.filter((role) => role !== 'owner' || myRole === 'owner').map((role) => ({
    value: role,
    label: role,
  }));

/** Invite by e-mail: the server mails a single-use 7-day link. */
export const InviteForm = ({
  myRole,
  show,
}: {
  myRole: MemberRole;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [invite, { isLoading }] = useInviteMutation();
  const form = useCheckedForm({
    schema: memberInviteSchema,
    initial: { email: '', role: 'member' },
    warn: show,
    send: async (body) => {
      const reply = await invite(body).unwrap();
      form.reset();
      show(reply.message, 'success');
    },
  });
  return (
    <Form noValidate onSubmit={form.submit} aria-label="Invite a colleague">
      <h3 className="h6">Invite a colleague</h3>
      <TextField label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
      <SelectField label="Role" options={grantableRoles(myRole)} {...form.field('role')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send invitation'}
      </Button>
    </Form>
  );
};
