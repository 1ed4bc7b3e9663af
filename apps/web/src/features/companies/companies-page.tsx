import { COMPANY_MESSAGES } from '@georisk/contract';
import { useState } from 'react';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { useMyCompanyQuery } from '../../api/my-company-api';
import { CompanyCard } from './company-card';
import { CompanyForm } from './company-form';
import { CompanyWatchlist } from './company-watchlist';
import { SsoSettingsCard } from './sso-settings-card';

/**
 * /menu/companies: a customer without a company creates one (then the spec's success screen);
 * a member sees the company, its members, invitations and watchlist (docs/rules/companies.md).
 */
const CompaniesPage = () => {
  const mine = useMyCompanyQuery();
  const [created, setCreated] = useState(false);
  const [showCompany, setShowCompany] = useState(false);
  const body = () => {
    if (created && !showCompany) {
      return (
        <MessageScreen
          message={COMPANY_MESSAGES.created}
          icon="building-check"
          actions={[{ label: 'Continue', onClick: () => setShowCompany(true) }]}
        />
      );
    }
    // After leaving, the refetch fails (no company): the last company must not stay on screen.
    if (mine.currentData && !mine.isError)
      return (
        <>
          <CompanyCard company={mine.currentData.company} />
          {mine.currentData.company.role === 'owner' && (
            <SsoSettingsCard company={mine.currentData.company} />
          )}
          <CompanyWatchlist />
        </>
      );
    if (mine.isFetching) return <PageSpinner />;
    return (
      <CompanyForm
        onCreated={() => {
          setCreated(true);
          void mine.refetch();
        }}
      />
    );
  };
  return (
    <section>
      <h1 className="h3 mb-3">Companies</h1>
      {body()}
    </section>
  );
};

export default CompaniesPage;
