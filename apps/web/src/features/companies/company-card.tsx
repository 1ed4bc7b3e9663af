import type { Company, PendingInvitation } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { failureText } from '../../api/api';
import { Banner, useBanner } from '../../components/banner';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { PageSpinner } from '../../components/page-spinner';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { useLeaveCompanyMutation, useMembersQuery } from './companies-api';
import { CompanyMfaSwitch } from './company-mfa-switch';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';

const Invitations = ({ invitations }: { invitations: PendingInvitation[] }) => (
  <>
    <h3 className="h6 mt-4">Pending invitations</h3>
    {invitations.length === 0 ? (
      <p className="text-body-secondary">No invitation is waiting.</p>
    ) : (
      <ul className="list-unstyled">
        {invitations.map((invitation) => (
          <li key={invitation.invitation_id} className="mb-1 text-break">
            {invitation.email} as {invitation.role}, invited by {invitation.invited_by}, until{' '}
            {new Date(invitation.expires_at).toLocaleDateString()}
          </li>
        ))}
      </ul>
    )}
  </>
);

/** A member's view: the company card, its members and, for owners and admins, invitations. */
export const CompanyCard = ({ company }: { company: Company }) => {
  const userId = useAppSelector(selectUser)?.user_id ?? '';
  const { banner, show } = useBanner();
  const members = useMembersQuery();
  const [leave, leaving] = useLeaveCompanyMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const manager = company.role === 'owner' || company.role === 'admin';
  const askLeave = () =>
    setPending({
      title: 'Leave company',
      text: `Leave ${company.name}? You will need a new invitation to come back.`,
      confirm: 'Leave',
      run: async () => {
        await leave()
          .unwrap()
          .catch((failure: unknown) => show(failureText(failure)));
      },
    });
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-1">{company.name}</h2>
        <p className="text-body-secondary mb-3">
          {company.kind}, {countryName(company.country)}
          {company.domain ? `, ${company.domain}` : ''}. Your role: {company.role}.
        </p>
        <Banner banner={banner} />
        <h3 className="h6">Members</h3>
        {members.data ? (
          <MembersTable
            members={members.data.member}
            me={{ id: userId, role: company.role }}
            show={show}
          />
        ) : (
          <PageSpinner />
        )}
        {manager && (
          <>
            <Invitations invitations={members.data?.invitations ?? []} />
            <InviteForm myRole={company.role} show={show} />
            <CompanyMfaSwitch company={company} show={show} />
          </>
        )}
        <hr />
        <Button variant="outline-danger" onClick={askLeave}>
          Leave company
        </Button>
        <ConfirmDialog
          pending={pending}
          busy={leaving.isLoading}
          onClose={() => setPending(null)}
        />
      </Card.Body>
    </Card>
  );
};
