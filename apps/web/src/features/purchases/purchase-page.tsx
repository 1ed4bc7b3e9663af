import {
  CURRENCIES,
  formatMoney,
  PDF_PATHS,
  PURCHASE_TEXTS,
  type Currency,
  type Invoice,
} from '@georisk/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useCreditBalanceQuery } from '../../api/credits-api';
import { useMyCompany } from '../../api/my-company-api';
import { DownloadButton } from '../../components/download-button';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { InvoiceTable } from './invoice-table';
import { useBuyPackMutation, useMyInvoicesQuery, usePacksForSaleQuery } from './purchases-api';
import { ScreenSection } from '../../components/screen-section';

const CURRENCY_KEY = 'georisk.currency';
const storedCurrency = (): Currency => {
  const stored = globalThis.localStorage?.getItem(CURRENCY_KEY);
  return (CURRENCIES as readonly string[]).includes(stored ?? '') ? (stored as Currency) : 'USD';
};
const rateDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * /menu/purchase: credit packs priced in EUR and in the buyer's chosen currency at the day's
 * reference rate; buying issues an open invoice (PDF) that an admin marks paid when the transfer
 * arrives (docs/rules/purchases.md). A company's owners and admins buy for the company.
 */
const PurchasePage = () => {
  const [currency, setCurrency] = useState<Currency>(storedCurrency);
  const packs = usePacksForSaleQuery(currency);
  const invoices = useMyInvoicesQuery();
  const company = useMyCompany();
  const manages = company?.role === 'owner' || company?.role === 'admin';
  const balance = useCreditBalanceQuery(manages ? 'company' : 'personal');
  const personal = useCreditBalanceQuery(manages ? 'personal' : skipToken);
  const [buy, buying] = useBuyPackMutation();
  const [issued, setIssued] = useState<Invoice | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = (value: string) => {
    setCurrency(value as Currency);
    globalThis.localStorage?.setItem(CURRENCY_KEY, value);
  };
  const onBuy = async (packId: string) => {
    setFailed(false);
    setIssued(null);
    try {
      setIssued((await buy({ pack_id: packId }).unwrap()).invoice);
    } catch {
      setFailed(true);
    }
  };
  const rate = packs.data?.rate;

  return (
    <ScreenSection
      title="Purchase credits"
      intro="Buy a pack of credits by invoice. The credits are added as soon as your payment arrives."
    >
      <p data-testid="purchase-balance">
        {manages ? `${company.name}'s balance` : 'Your balance'}:{' '}
        {balance.data ? credits(balance.data.balance) : '…'}
        {manages && personal.data && ` · yours: ${credits(personal.data.balance)}`}
      </p>
      {failed && (
        <Alert variant="danger" role="alert">
          {PURCHASE_TEXTS.failed}
        </Alert>
      )}
      {issued && (
        <Alert
          variant="success"
          role="status"
          className="d-flex flex-wrap gap-2 align-items-center"
        >
          <span>
            Invoice <strong data-testid="issued-number">{issued.number}</strong> for{' '}
            {formatMoney(issued.price_eur, 'EUR')} issued. Please pay it by bank transfer quoting
            its number.
          </span>
          <DownloadButton
            path={PDF_PATHS.invoice}
            body={{ invoice_id: issued.invoice_id }}
            label="Download invoice PDF"
            variant="primary"
          />
        </Alert>
      )}
      <Form.Group controlId="purchase-currency" className="mb-3" style={{ maxWidth: '16rem' }}>
        <Form.Label>Show prices also in</Form.Label>
        <Form.Select value={currency} onChange={(event) => choose(event.target.value)}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {packs.error ? (
        <LoadFailure error={packs.error} />
      ) : !packs.data ? (
        <PageSpinner label="Loading credit packs" />
      ) : (
        <>
          <p className="small text-body-secondary" data-testid="rate-line">
            {rate?.rate_date && rate.rate !== null
              ? `Reference rate of ${rateDay(rate.rate_date)}: 1 EUR = ${rate.rate} ${rate.currency}`
              : `No reference rate for ${currency} is available; prices are in EUR.`}
            {rate?.stale &&
              ' (the latest rates could not be fetched; this rate may be out of date)'}
          </p>
          <div className="row g-3 mb-4">
            {packs.data.packs.map((pack) => (
              <div className="col-sm-6 col-lg-4" key={pack.pack_id}>
                <Card className="shadow-sm h-100">
                  <Card.Body className="d-flex flex-column">
                    <h2 className="h5">{pack.name}</h2>
                    <p className="mb-1">{credits(pack.credits)}</p>
                    <p className="fs-4 mb-0">{formatMoney(pack.price_eur, 'EUR')}</p>
                    {pack.price_local !== null && currency !== 'EUR' && (
                      <p className="text-body-secondary">
                        about {formatMoney(pack.price_local, currency)}
                      </p>
                    )}
                    <Button
                      className="mt-auto"
                      disabled={buying.isLoading}
                      aria-label={`Buy ${pack.name} by invoice`}
                      onClick={() => void onBuy(pack.pack_id)}
                    >
                      Buy by invoice
                    </Button>
                  </Card.Body>
                </Card>
              </div>
            ))}
          </div>
        </>
      )}
      <h2 className="h5">Your invoices</h2>
      {invoices.error ? (
        <LoadFailure error={invoices.error} />
      ) : !invoices.data ? (
        <PageSpinner label="Loading invoices" />
      ) : invoices.data.invoice.length === 0 ? (
        <p className="text-body-secondary">You have no invoices yet.</p>
      ) : (
        <InvoiceTable invoices={invoices.data.invoice} />
      )}
    </ScreenSection>
  );
};

export default PurchasePage;
