import type { PublicUser } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Alert from 'react-bootstrap/Alert';
import { failureText } from '../../api/api';
import { useAppSelector } from '../../lib/store';
import { PageSpinner } from '../../components/page-spinner';
import { formatDate } from '../../lib/format-date';
import { selectUser } from '../../session/login-slice';
import { useUserByEmailQuery } from './account-api';

const rolesOf = (user: PublicUser): string[] => [
  ...(user.is_admin ? ['Admin'] : []),
  ...(user.is_partner ? ['Partner'] : []),
  ...(user.is_customer ? ['Customer'] : []),
];

/** Profile: the caller's details as the server holds them (user/getByEmail). */
const ProfilePage = () => {
  const email = useAppSelector(selectUser)?.email ?? '';
  const { data, error, isLoading } = useUserByEmailQuery({ remote_email: email }, { skip: !email });

  return (
    <section>
      <h1 className="h3 mb-3">Profile</h1>
      {isLoading && <PageSpinner label="Loading profile" />}
      {error && <Alert variant="warning">{failureText(error)}</Alert>}
      {data && (
        <Card className="shadow-sm">
          <Card.Body>
            <div className="d-flex align-items-center gap-3 mb-3">
              <i className="bi bi-person-circle display-6 text-primary" aria-hidden="true" />
              <div>
                <h2 className="h5 mb-1">{data.user.name}</h2>
                {rolesOf(data.user).map((role) => (
                  <Badge key={role} bg="secondary" className="me-1">
                    {role}
                  </Badge>
                ))}
              </div>
            </div>
            <dl className="row mb-0">
              <dt className="col-sm-4">First Name</dt>
              <dd className="col-sm-8">{data.user.firstName}</dd>
              <dt className="col-sm-4">Last Name</dt>
              <dd className="col-sm-8">{data.user.lastName}</dd>
              <dt className="col-sm-4">Email</dt>
              <dd className="col-sm-8 text-break">{data.user.email}</dd>
              <dt className="col-sm-4">Phone</dt>
              <dd className="col-sm-8">{data.user.phone || '—'}</dd>
              <dt className="col-sm-4">Status</dt>
              <dd className="col-sm-8">{data.user.is_active ? 'Active' : 'Not activated'}</dd>
              <dt className="col-sm-4">Member since</dt>
              <dd className="col-sm-8 mb-0">{formatDate(data.user.created_at)}</dd>
            </dl>
          </Card.Body>
        </Card>
      )}
    </section>
  );
};

export default ProfilePage;
