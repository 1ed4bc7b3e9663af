import type { Profile } from '@georisk/contract';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { failureText } from '../../api/api';
import { MessageScreen, type MessageAction } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { CardHeading } from './card-heading';
import { ProfileCompanySlot } from './profile-company-slot';
import { ProfileForm } from './profile-form';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { TwoStepCard } from './two-step-card';
import { useProfileQuery } from './profile-api';

const rolesOf = (profile: Profile): string[] => [
  ...(profile.is_admin ? ['Admin'] : []),
  ...(profile.is_partner ? ['Partner'] : []),
  ...(profile.is_customer ? ['Customer'] : []),
];

/** Where the spec's success screen leads: the dashboard, and a customer's requests. */
const nextSteps = (profile: Profile): MessageAction[] => [
  { label: 'Dashboard', to: paths.menu.dashboard },
  ...(profile.is_customer ? [{ label: 'Incident Requests', to: paths.menu.incident }] : []),
];

/** Profile (docs/rules/accounts.md, "Profile"): the caller's own details and mail preferences. */
const ProfilePage = ({ children }: { children?: ReactNode }) => {
  const { data, error, isLoading } = useProfileQuery();
  const [completed, setCompleted] = useState<{ message: string; profile: Profile } | null>(null);

  if (completed) {
    return (
      <section>
        <h1 className="h3 mb-3">Profile</h1>
        <MessageScreen
          icon="check-circle"
          message={completed.message}
          actions={nextSteps(completed.profile)}
        />
      </section>
    );
  }
  const profile = data?.profile;
  return (
    <section>
      <h1 className="h3 mb-3">Profile</h1>
      {isLoading && <PageSpinner label="Loading profile" />}
      {error && <Alert variant="warning">{failureText(error)}</Alert>}
      {profile && (
        <>
          <Card className="shadow-sm mb-3">
            <Card.Body>
              <CardHeading icon="person-circle" title={profile.name}>
                {rolesOf(profile).map((role) => (
                  <Badge key={role} bg="secondary" className="me-1">
                    {role}
                  </Badge>
                ))}
                <div className="small text-body-secondary mt-1">
                  Member since {formatDate(profile.created_at)}
                </div>
              </CardHeading>
              {!profile.profile_completed_at && (
                <p className="mb-3">
                  Please complete your profile: check your names and phone and choose your time
                  zone.
                </p>
              )}
              <ProfileForm profile={profile} onCompleted={(reply) => setCompleted(reply)} />
            </Card.Body>
          </Card>
          <ProfileCompanySlot profile={profile} />
          <TwoStepCard />
          <PasskeysCard />
          <SessionsCard />
          {children}
        </>
      )}
    </section>
  );
};

export default ProfilePage;
