import { skipToken } from '@reduxjs/toolkit/query';
import Button from 'react-bootstrap/Button';
import { useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../api/api';
import { AuthLayout } from '../../components/auth-layout';
import { useBanner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { rememberWantedAddress } from '../../session/wanted-address';
import { useAcceptInvitationMutation, useInvitationQuery } from './companies-api';
import { InviteSignUpForm } from './invite-signup-form';

/**
 * /invite?token=...: who invites whom; the invited account joins, a logged-out visitor logs in or
 * (new address) signs up through the link (docs/rules/companies.md).
 */
const InvitePage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitationQuery(token || skipToken);
  const user = useAppSelector(selectUser);
  const { banner, show } = useBanner();
  const [accept, acceptance] = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const view = invitation.data?.invitation;

  const join = async () => {
    try {
      await accept({ token }).unwrap();
      void navigate(paths.menu.companies);
    } catch (failure) {
      show(failureText(failure));
    }
  };
  const logIn = () => {
    rememberWantedAddress(`${paths.invite}?token=${token}`);
    void navigate(paths.login);
  };

  const body = () => {
    if (!token || invitation.isError) {
      const text = token ? failureText(invitation.error) : 'This invitation link is not valid';
      return <MessageScreen message={text} actions={[{ label: 'Home', to: paths.home }]} />;
    }
    if (!view) return null;
    const intro = (
      <p className="lead text-break">
        {view.company} invites {view.email} to join as {view.role}.
      </p>
    );
    if (user) {
      return user.email === view.email ? (
        <>
          {intro}
          <Button onClick={() => void join()} disabled={acceptance.isLoading}>
            Join {view.company}
          </Button>
        </>
      ) : (
        <>
          {intro}
          <p className="text-break">
            You are logged in as {user.email}. Please sign off and log in as {view.email} to accept
            this invitation.
          </p>
        </>
      );
    }
    return (
      <>
        {intro}
        <p className="text-break">
          Already have an account for {view.email}?{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={logIn}>
            Log in to join
          </Button>
        </p>
        <InviteSignUpForm token={token} invitation={view} warn={show} />
      </>
    );
  };

  return (
    <AuthLayout
      title="Invitation"
      busy={invitation.isFetching || acceptance.isLoading}
      banner={banner}
    >
      {body()}
    </AuthLayout>
  );
};

export default InvitePage;
