import type { PublicUser } from '@georisk/contract';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { failureText } from '../../api/api';
import { useAppSelector } from '../../app/store';
import { Banner, useBanner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { selectUserId } from '../../session/login-slice';
import { useSetRolesMutation, useUserListQuery } from './users-api';
import { UsersPager, USERS_PAGE_SIZE } from './users-pager';
import { UsersTable, type RoleChange } from './users-table';

/** Spec §8's text for a search that finds nothing. */
const NO_MATCH = 'Sorry! We did not find anything suitable match. Please try different search';

/** Admin Users screen: find accounts and grant or revoke the partner and admin roles. */
const UsersPage = () => {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const { data, error, isFetching } = useUserListQuery({
    ...(q ? { q } : {}),
    limit: USERS_PAGE_SIZE,
    offset,
  });
  const [setRoles, { isLoading: saving }] = useSetRolesMutation();
  const { banner, show } = useBanner();
  const selfId = useAppSelector(selectUserId);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setOffset(0);
  };

  const onChange = async (user: PublicUser, change: RoleChange) => {
    try {
      const reply = await setRoles({
        user_id: user.user_id,
        is_admin: user.is_admin,
        is_partner: user.is_partner,
        is_customer: user.is_customer,
        ...change,
      }).unwrap();
      show(reply.message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };

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
      <Banner banner={banner} />
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
            busy={saving || isFetching}
            onChange={onChange}
          />
          <UsersPager
            offset={offset}
            shown={data.user.length}
            total={data.total}
            onOffset={setOffset}
          />
        </>
      )}
    </section>
  );
};

export default UsersPage;
