import type { PublicUser } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import type { ManagedUser } from './users-api';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import '../../components/crud/card-table.css';
import { ColumnHeads } from '../../components/column-heads';

export type RoleChange = Partial<Pick<PublicUser, 'is_admin' | 'is_partner'>>;

export interface AccountActions {
  onDisable: (user: ManagedUser, disabled: boolean) => void;
  onResend: (user: ManagedUser) => void;
}

/**
 * One row per account with a switch per role. The admin's own Admin switch is locked: revoking
 * it would lock the only person who could give it back out of this screen.
 */
export const UsersTable = ({
  users,
  selfId,
  busy,
  onChange,
  account,
}: {
  users: ManagedUser[];
  selfId: string | null;
  busy: boolean;
  onChange: (user: PublicUser, change: RoleChange) => Promise<void>;
  account: AccountActions;
}) => (
  <Table responsive hover className="align-middle users-table card-table">
    <ColumnHeads
      columns={[
        'Name',
        { label: 'Email', className: 'd-none d-md-table-cell' },
        { label: 'Phone', className: 'd-none d-lg-table-cell' },
        { label: 'Status', className: 'd-none d-sm-table-cell' },
        'Partner',
        'Admin',
        'Account',
      ]}
    />
    <tbody>
      {users.map((user) => (
        <tr key={user.user_id}>
          <th scope="row" className="fw-normal">
            {user.name}
            {/* On narrow screens the e-mail column is hidden, so it shows under the name. */}
            <div className="small text-body-secondary text-break d-md-none">{user.email}</div>
          </th>
          <td className="text-break d-none d-md-table-cell">{user.email}</td>
          <td className="d-none d-lg-table-cell">{user.phone}</td>
          <td className="d-none d-sm-table-cell">
            <Badge bg={user.is_disabled ? 'danger' : user.is_active ? 'success' : 'secondary'}>
              {user.is_disabled ? 'Disabled' : user.is_active ? 'Active' : 'Inactive'}
            </Badge>
          </td>
          <td data-label="Partner">
            <Form.Check
              type="switch"
              role="switch"
              id={`partner-${user.user_id}`}
              aria-label={`Partner: ${user.name}`}
              checked={user.is_partner}
              disabled={busy}
              onChange={(event) => void onChange(user, { is_partner: event.target.checked })}
            />
          </td>
          <td data-label="Admin">
            <Form.Check
              type="switch"
              role="switch"
              id={`admin-${user.user_id}`}
              aria-label={`Admin: ${user.name}`}
              checked={user.is_admin}
              disabled={busy || user.user_id === selfId}
              onChange={(event) => void onChange(user, { is_admin: event.target.checked })}
            />
          </td>
          <td data-label="Account">
            <div className="d-flex flex-wrap gap-1">
              {/* Nobody disables their own account: they would lock themselves out. */}
              {user.user_id !== selfId && (
                <Button
                  size="sm"
                  variant={user.is_disabled ? 'outline-success' : 'outline-danger'}
                  disabled={busy}
                  aria-label={`${user.is_disabled ? 'Enable' : 'Disable'} ${user.name}`}
                  onClick={() => account.onDisable(user, !user.is_disabled)}
                >
                  {user.is_disabled ? 'Enable' : 'Disable'}
                </Button>
              )}
              {!user.is_active && (
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={busy}
                  aria-label={`Resend activation code to ${user.name}`}
                  onClick={() => account.onResend(user)}
                >
                  Resend code
                </Button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);
