import type { Company } from '@georisk/contract';
import Card from 'react-bootstrap/Card';
import { failureText } from '../../api/api';
import { Banner, useBanner } from '../../components/banner';
import { PageSpinner } from '../../components/page-spinner';
import { useSsoSettingsQuery } from './companies-api';
import { SsoSettingsForm } from './sso-settings-form';

/**
 * "Single sign-on": the company's own identity provider (docs/rules/sso.md). Owners alone see it;
 * the server refuses everyone else anyway.
 */
export const SsoSettingsCard = ({ company }: { company: Company }) => {
  const { banner, show } = useBanner();
  const read = useSsoSettingsQuery(company.company_id);
  const body = () => {
    if (read.isError) return <p role="alert">{failureText(read.error)}</p>;
    if (!read.data) return <PageSpinner />;
    const settings = read.data.sso;
    // A save reloads the settings: the form starts again from what is stored (secret empty).
    return (
      <SsoSettingsForm
        key={settings?.updated_at ?? 'new'}
        companyId={company.company_id}
        settings={settings}
        show={show}
      />
    );
  };
  return (
    <Card className="shadow-sm mt-4">
      <Card.Body>
        <h2 className="h5 mb-1">Single sign-on</h2>
        <p className="text-body-secondary">
          Let your people sign in through your company&apos;s identity provider (OpenID Connect).
        </p>
        <Banner banner={banner} />
        {body()}
      </Card.Body>
    </Card>
  );
};
