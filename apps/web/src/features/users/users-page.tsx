import type { PublicUser } from '@georisk/contract';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { failureText } from '../../api/api';
import { useUserListQuery } from '../../api/user-list-api';
import { useAppSelector } from '../../lib/store';
import { BannerSlot, useBanner } from '../../components/banner';
import { AdminOnly } from '../../components/role-gate';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { selectUserId } from '../../session/login-slice';
import {
  useDisableUserMutation,
  useResendActivationMutation,
  useSetRolesMutation,
  type ManagedUser,
} from './users-api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { UsersPager, USERS_PAGE_SIZE } from './users-pager';
import { UsersTable, type RoleChange } from './users-table';

/** The product's text for a search that finds nothing. */
const NO_MATCH = 'Sorry! We did not find anything suitable match. Please try different search';

/**
 * Admin Users screen: find accounts, grant or revoke the partner and admin roles (admin only after a
 * confirmation), disable or enable an account (disabling confirmed first), and resend the
 * activation code of an account not yet active.
 */
const UsersScreen = () => {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const { data, error, isFetching } = useUserListQuery({
    ...(q ? { q } : {}),
    limit: USERS_PAGE_SIZE,
    offset,
  });
  const [setRoles, { isLoading: saving }] = useSetRolesMutation();
  const [disableUser, disabling] = useDisableUserMutation();
  const [resendActivation, resending] = useResendActivationMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const { banner, show } = useBanner();
  const selfId = useAppSelector(selectUserId);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setOffset(0);
  };

  /** Shows the reply's message, or the refusal's message. */
  const report = async (call: Promise<{ message: string }>) => {
    try {
      show((await call).message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };

  const setAccountDisabled = (user: ManagedUser, disabled: boolean) => {
    const run = () => report(disableUser({ user_id: user.user_id, disabled }).unwrap());
    // Switching someone off is confirmed first; switching them back on is harmless.
    if (!disabled) return void run();
    setPending({
      title: 'Disable account',
      text: `Disable ${user.name} (${user.email})? They can no longer log in and their sessions end.`,
      confirm: 'Disable',
      run,
    });
  };

  const onChange = async (user: PublicUser, change: RoleChange) => {
    if (change.is_admin === true) {
      // Admin rights are the keys to everything: asked for once more before they are given.
      setPending({
        title: 'Grant admin',
        text: `Make ${user.name} (${user.email}) an administrator? They can change every account and all reference data.`,
        confirm: 'Grant admin',
        run: () => saveRoles(user, change),
      });
      return;
    }
    await saveRoles(user, change);
  };

  const saveRoles = (user: PublicUser, change: RoleChange) =>
    report(
      setRoles({
        user_id: user.user_id,
        is_admin: user.is_admin,
        is_partner: user.is_partner,
        is_customer: user.is_customer,
        ...change,
      }).unwrap(),
    );

  return (
    <section>
      <h1 className="h3 mb-3">Users</h1>
      <Form role="search" className="mb-3" onSubmit={onSearch}>
        <InputGroup>
          <Form.Control
            type="search"
            aria-label="Search users by name or email"
            placeholder="Search by name or email"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline-primary">
            <i className="bi bi-search me-1" aria-hidden="true" />
            Search
          </Button>
        </InputGroup>
      </Form>
      {/* The slot keeps its room, so a save's banner never moves the rows under the cursor. */}
      <BannerSlot banner={banner} />
      {error && <Alert variant="warning">{failureText(error)}</Alert>}
      {!data && isFetching && <PageSpinner label="Loading users" />}
      {data && data.user.length === 0 && (
        <MessageScreen
          message={NO_MATCH}
          icon="search"
          actions={[
            {
              label: 'Show all',
              onClick: () => {
                setText('');
                setQ('');
                setOffset(0);
              },
            },
          ]}
        />
      )}
      {data && data.user.length > 0 && (
        <>
          <UsersTable
            users={data.user}
            selfId={selfId}
            busy={saving || disabling.isLoading || resending.isLoading || isFetching}
            onChange={onChange}
            account={{
              onDisable: setAccountDisabled,
              onResend: (user) => void report(resendActivation({ user_id: user.user_id }).unwrap()),
            }}
          />
          <UsersPager
            offset={offset}
            shown={data.user.length}
            total={data.total}
            onOffset={setOffset}
          />
        </>
      )}
      <ConfirmDialog
        pending={pending}
        busy={saving || disabling.isLoading}
        onClose={() => setPending(null)}
      />
    </section>
  );
};

/** Nobody else gets a half-drawn screen: the gate answers before any admin data is asked for. */
const UsersPage = () => (
  <AdminOnly>
    <UsersScreen />
  </AdminOnly>
);

export default UsersPage;
