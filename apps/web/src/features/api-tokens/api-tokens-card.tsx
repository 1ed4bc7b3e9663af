import type { ApiTokenWithSecret } from '@georisk/contract';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useMyCompanyQuery } from '../../api/my-company-api';
import { Banner, useBanner } from '../../components/banner';
import { PageSpinner } from '../../components/page-spinner';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenList } from './api-token-list';
import { ApiTokenSecret } from './api-token-secret';
import { useApiTokenListQuery } from './api-tokens-api';

/**
 * The "API tokens" card (docs/rules/api-tokens.md), on the Integrations screen and the profile:
 * everyone's personal tokens and, for a company's owners and admins, the company's.
 */
export const ApiTokensCard = () => {
  const user = useAppSelector(selectUser);
  const list = useApiTokenListQuery();
  const company = useMyCompanyQuery(undefined, { skip: !user?.is_customer || user.is_admin });
  const role = company.data?.company.role;
  const { banner, show } = useBanner();
  const [secret, setSecret] = useState<ApiTokenWithSecret | null>(null);
  const tokens = list.data?.rows ?? [];
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        {/* The profile cards' heading: a large icon beside the title and what it is for. */}
        <div className="d-flex align-items-center gap-3 mb-3">
          <i className="bi bi-key display-6 text-primary" aria-hidden="true" />
          <div>
            <h2 className="h5 mb-1">API tokens</h2>
            <div className="small text-body-secondary">
              For scripts and other tools: a token calls the API with the scopes you give it, until
              it expires or you revoke it.
            </div>
          </div>
        </div>
        <Banner banner={banner} />
        {secret && <ApiTokenSecret token={secret} onDone={() => setSecret(null)} />}
        {list.isLoading ? (
          <PageSpinner label="Loading API tokens" />
        ) : (
          <ApiTokenList tokens={tokens} show={show} onChanged={() => void list.refetch()} />
        )}
        <ApiTokenForm
          offerCompany={role === 'owner' || role === 'admin'}
          show={show}
          onCreated={(token) => {
            setSecret(token);
            void list.refetch();
          }}
        />
      </Card.Body>
    </Card>
  );
};
