import type { Member, MemberRole } from '@georisk/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { DeleteButton } from '../../components/delete-button';
import { failureText } from '../../api/api';
import { useRemoveMemberMutation, useSetRoleMutation } from './companies-api';
import { grantableRoles } from './invite-form';
import { ColumnHeads } from '../../components/column-heads';
import { ActionsHeader } from '../../components/actions-header';

/** Whether `me` may change or remove `member` (owners only for owners; never oneself here). */
const manages = (me: { id: string; role: MemberRole }, member: Member) =>
  member.user_id !== me.id &&
  (me.role === 'owner' || (me.role === 'admin' && member.role !== 'owner'));

/** The members: name, e-mail, role; owners and admins change roles and remove (confirmed). */
export const MembersTable = ({
  members,
  me,
  show,
}: {
  members: Member[];
  me: { id: string; role: MemberRole };
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [setRole] = useSetRoleMutation();
  const [remove, removal] = useRemoveMemberMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const report = async (call: Promise<{ message: string }>) => {
    try {
      show((await call).message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };
  const askRemove = (member: Member) =>
    setPending({
      title: 'Remove member',
      text: `Remove ${member.name} (${member.email}) from the company?`,
      confirm: 'Remove',
      run: () => report(remove({ user_id: member.user_id }).unwrap()),
    });
  return (
    <>
      <Table responsive size="sm" className="align-middle">
        <ColumnHeads columns={['Name', 'E-mail', 'Role']}>
          <ActionsHeader />
        </ColumnHeads>
        <tbody>
          {members.map((member) => (
            <tr key={member.user_id}>
              <td>{member.name}</td>
              <td className="text-break">{member.email}</td>
              <td>
                {manages(me, member) ? (
                  <Form.Select
                    size="sm"
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    onChange={(event) =>
                      void report(
                        setRole({
                          user_id: member.user_id,
                          role: event.target.value as MemberRole,
                        }).unwrap(),
                      )
                    }
                  >
                    {grantableRoles(me.role).map((role) => (
                      <option key={role.value} value={role.value}>
                        {role.label}
                      </option>
                    ))}
                  </Form.Select>
                ) : (
                  member.role
                )}
              </td>
              <td className="text-end">
                {manages(me, member) && (
                  <DeleteButton label={`Remove ${member.name}`} onClick={() => askRemove(member)} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog pending={pending} busy={removal.isLoading} onClose={() => setPending(null)} />
    </>
  );
};
