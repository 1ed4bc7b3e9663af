import { bankDetailsSchema, type BankDetailsInput } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { BannerSlot, useBanner } from '../../components/banner';
import { TextField } from '../../components/form/form-fields';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { PartnerOnly } from '../../components/role-gate';
import { useCheckedForm } from '../../hooks/use-checked-form';
import {
  useBankDetailsQuery,
  useFirmBalanceQuery,
  useSaveBankDetailsMutation,
} from './partners-api';
import { StatementCard } from './statement-card';
import { ScreenSection } from '../../components/screen-section';

const BankForm = ({
  onSave,
  warn,
}: {
  onSave: (body: BankDetailsInput) => Promise<void>;
  warn: (text: string) => void;
}) => {
  const form = useCheckedForm({
    schema: bankDetailsSchema,
    initial: { holder: '', iban: '', bic: '' },
    send: onSave,
    warn,
  });
  return (
    <Form noValidate onSubmit={form.submit}>
      <TextField
        id="bank-holder"
        label="Account holder"
        maxLength={200}
        {...form.field('holder')}
      />
      <TextField id="bank-iban" label="IBAN" autoComplete="off" {...form.field('iban')} />
      <TextField id="bank-bic" label="BIC" autoComplete="off" {...form.field('bic')} />
      <Button type="submit" disabled={form.busy}>
        Save payout details
      </Button>
    </Form>
  );
};

/**
 * /menu/bank: a partner firm's payout details (docs/rules/partners.md, "Bank"). Owners see and
 * change them whole, and download the firm's monthly statements; the firm's other partners see
 * the details masked.
 */
const BankScreen = () => {
  const details = useBankDetailsQuery();
  // Owners read their firm's balance and statements; others are refused and see neither.
  const balance = useFirmBalanceQuery(undefined);
  const [save] = useSaveBankDetailsMutation();
  const { banner, show } = useBanner();
  const onSave = async (body: BankDetailsInput) => {
    show((await save(body).unwrap()).message, 'success');
  };
  const bank = details.data?.bank;
  return (
    <ScreenSection
      title="Bank"
      intro="Where your firm's earnings are paid. Only the firm's owners and platform admins see the details whole."
    >
      <BannerSlot banner={banner} />
      {balance.data && <StatementCard firm={balance.data.partnerFirm} />}
      {details.error ? (
        <LoadFailure error={details.error} />
      ) : !details.data ? (
        <PageSpinner label="Loading payout details" />
      ) : (
        <>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5">Current payout details</h2>
              {bank ? (
                <dl className="row mb-0" data-testid="bank-details">
                  <dt className="col-sm-3">Holder</dt>
                  <dd className="col-sm-9">{bank.holder}</dd>
                  <dt className="col-sm-3">IBAN</dt>
                  <dd className="col-sm-9 font-monospace">{bank.iban}</dd>
                  <dt className="col-sm-3">BIC</dt>
                  <dd className="col-sm-9 font-monospace">{bank.bic}</dd>
                </dl>
              ) : (
                <p className="mb-0 text-body-secondary">No payout details yet.</p>
              )}
            </Card.Body>
          </Card>
          {!bank?.masked && (
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h5">Change payout details</h2>
                <BankForm onSave={onSave} warn={show} />
              </Card.Body>
            </Card>
          )}
        </>
      )}
    </ScreenSection>
  );
};

const BankPage = () => (
  <PartnerOnly>
    <BankScreen />
  </PartnerOnly>
);

export default BankPage;
