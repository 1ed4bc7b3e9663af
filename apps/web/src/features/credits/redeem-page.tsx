import type { CreditAccountChoice } from '@georisk/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import Card from 'react-bootstrap/Card';
import { useCreditBalanceQuery } from '../../api/credits-api';
import { useMyCompany } from '../../api/my-company-api';
import { BannerSlot, useBanner } from '../../components/banner';
import { useRedeemVoucherMutation } from './credits-api';
import { RedeemForm } from './redeem-form';
import { ScreenSection } from '../../components/screen-section';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * /menu/redeem: a voucher code becomes credits (docs/rules/credits.md, "Vouchers"). A company's
 * owners and admins redeem for the company by default; everyone sees the balance it went to.
 */
const RedeemPage = () => {
  const company = useMyCompany();
  const manages = company?.role === 'owner' || company?.role === 'admin';
  const member = company !== null && company.role !== 'viewer';
  const personal = useCreditBalanceQuery('personal');
  const shared = useCreditBalanceQuery(member ? 'company' : skipToken);
  const [redeem] = useRedeemVoucherMutation();
  const { banner, show } = useBanner();

  const onRedeem = async (body: { code: string; account?: CreditAccountChoice }) => {
    const reply = await redeem(body).unwrap();
    show(reply.message, 'success');
  };

  return (
    <ScreenSection
      title="Redeem a voucher"
      className="redeem-page"
      intro="Enter the 12-character code of a GeoRisk voucher to add its credits. Each code can be redeemed once per person or company."
    >
      <BannerSlot banner={banner} />
      <div className="row g-4">
        <div className="col-md-7">
          <Card className="shadow-sm">
            <Card.Body>
              <RedeemForm
                companyName={manages ? company.name : undefined}
                onRedeem={onRedeem}
                warn={show}
              />
            </Card.Body>
          </Card>
        </div>
        <div className="col-md-5">
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h6 text-body-secondary mb-2">Your credits</h2>
              <p className="mb-1" data-testid="personal-balance">
                Your balance: {personal.data ? credits(personal.data.balance) : '…'}
              </p>
              {member && (
                <p className="mb-0" data-testid="company-balance">
                  {company.name}: {shared.data ? credits(shared.data.balance) : '…'}
                </p>
              )}
            </Card.Body>
          </Card>
        </div>
      </div>
    </ScreenSection>
  );
};

export default RedeemPage;
