import { skipToken } from '@reduxjs/toolkit/query';
import Card from 'react-bootstrap/Card';
import { useCreditBalanceQuery } from '../../api/credits-api';
import { useMyCompany } from '../../api/my-company-api';
import { BannerSlot, useBanner } from '../../components/banner';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { CustomerQuotes } from './customer-quotes';
import { FirmQuotes } from './firm-quotes';
import { useQuoteRequestsQuery } from './proposals-api';
import { ScreenSection } from '../../components/screen-section';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** What accepting a proposal is paid from: the caller's own credits and their company's. */
const Balances = () => {
  const company = useMyCompany();
  const member = company !== null && company.role !== 'viewer';
  const personal = useCreditBalanceQuery('personal');
  const shared = useCreditBalanceQuery(member ? 'company' : skipToken);
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body className="py-2 small">
        <span data-testid="personal-balance">
          Your balance: {personal.data ? credits(personal.data.balance) : '…'}
        </span>
        {member && (
          <span data-testid="company-balance" className="ms-3">
            {company.name}: {shared.data ? credits(shared.data.balance) : '…'}
          </span>
        )}
      </Card.Body>
    </Card>
  );
};

/**
 * /menu/proposal (docs/rules/proposals.md): a customer's requests priced on quote with the firms'
 * proposals to accept or reject; a firm's partner, the requests awaiting quotes it may quote.
 */
const ProposalsPage = () => {
  const user = useAppSelector(selectUser);
  const requests = useQuoteRequestsQuery();
  const { banner, show } = useBanner();
  if (!user) return null;
  const firm = user.is_partner;
  const customer = !user.is_partner && !user.is_admin;
  return (
    <ScreenSection
      title="Proposals"
      intro={
        firm
          ? "Requests priced on quote that your firm covers. Offer a price and a delivery time; the customer accepts one firm's proposal."
          : 'Requests of a type priced on quote wait here for the partner firms’ proposals. Accepting one holds its price from your credits until the answer is published.'
      }
    >
      {customer && <Balances />}
      <BannerSlot banner={banner} />
      {requests.error ? (
        <LoadFailure error={requests.error} />
      ) : !requests.data ? (
        <PageSpinner label="Loading proposals" />
      ) : firm ? (
        <FirmQuotes requests={requests.data.request} show={show} />
      ) : (
        <CustomerQuotes requests={requests.data.request} show={show} />
      )}
    </ScreenSection>
  );
};

export default ProposalsPage;
