import { PURCHASE_TEXTS } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import InvoicesPage from './invoices-page';
import PurchasePage from './purchase-page';

afterEach(() => vi.unstubAllGlobals());

const PACK = { pack_id: 'p1', name: 'Starter', credits: 10, price_eur: 4900, is_active: true };
const INVOICE = {
  invoice_id: 'i1',
  number: 'GR-2026-000001',
  status: 'open',
  account: 'personal',
  pack_name: 'Starter',
  credits: 10,
  price_eur: 4900,
  buyer_name: 'Ada Lovelace',
  buyer_email: 'ada@example.com',
  buyer_company: '',
  created_at: '2026-11-28T06:00:00.000Z',
  paid_at: null,
};
const packs = (currency: string, rate: number, stale = false) =>
  okReply('Credit packs', {
    packs: [{ ...PACK, price_local: Math.round(4900 * rate) }],
    total: 1,
    rate: { currency, rate, rate_date: '2026-11-27', stale },
  });
const common = {
  'company/get': failReply(404, 'GR404', 'You do not belong to a company yet'),
  'credits/balance': okReply('Credit balance', {
    credits: { account: 'personal', balance: 3, company: null },
  }),
};

describe('PurchasePage', () => {
  it('shows packs in EUR and the chosen currency with the rate date, buys by invoice', async () => {
    let invoices: unknown[] = [];
    const api = mockApi({
      ...common,
      'purchase/packs': (body) =>
        body.currency === 'GBP' ? packs('GBP', 0.84, true) : packs('USD', 1.05),
      'purchase/list': () => okReply('Invoices', { invoice: invoices, total: invoices.length }),
      'purchase/insert': () => {
        invoices = [INVOICE];
        return okReply('Invoice issued', { invoice: INVOICE });
      },
    });
    const view = renderWithProviders(<PurchasePage />, { user: buildSessionUser() });
    expect(await screen.findByText('€49.00')).toBeInTheDocument();
    expect(screen.getByText('about US$51.45')).toBeInTheDocument();
    expect(screen.getByTestId('rate-line')).toHaveTextContent(
      'Reference rate of 27 Nov 2026: 1 EUR = 1.05 USD',
    );
    expect(screen.getByText('You have no invoices yet.')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('Show prices also in'), 'GBP');
    expect(await screen.findByText('about £41.16')).toBeInTheDocument();
    expect(screen.getByTestId('rate-line')).toHaveTextContent('may be out of date');

    await view.user.click(screen.getByRole('button', { name: 'Buy Starter by invoice' }));
    expect(await screen.findByTestId('issued-number')).toHaveTextContent('GR-2026-000001');
    expect(api.callsTo('purchase/insert')[0]?.body).toEqual({ pack_id: 'p1' });
    const row = await screen.findByTestId('invoice-GR-2026-000001');
    expect(within(row).getByText('Open')).toBeInTheDocument();
  });

  it("shows the spec's sentence when a purchase fails", async () => {
    mockApi({
      ...common,
      'purchase/packs': packs('USD', 1.05),
      'purchase/list': okReply('Invoices', { invoice: [], total: 0 }),
      'purchase/insert': failReply(500, 'GR500', 'Internal error'),
    });
    const view = renderWithProviders(<PurchasePage />, { user: buildSessionUser() });
    await view.user.click(await screen.findByRole('button', { name: 'Buy Starter by invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PURCHASE_TEXTS.failed);
  });
});

describe('InvoicesPage', () => {
  it('lets an admin mark an open invoice paid', async () => {
    let paid = false;
    const api = mockApi({
      'invoice/list': () =>
        okReply('Invoices', {
          invoice: [{ ...INVOICE, status: paid ? 'paid' : 'open' }],
          total: 1,
        }),
      'invoice/markPaid': () => {
        paid = true;
        return okReply('Invoice marked paid: credits added', {
          invoice: { ...INVOICE, status: 'paid' },
        });
      },
    });
    const view = renderWithProviders(<InvoicesPage />, {
      user: buildSessionUser({ is_admin: true, is_customer: false }),
    });
    await view.user.click(
      await screen.findByRole('button', { name: 'Mark invoice GR-2026-000001 paid' }),
    );
    expect(await screen.findByText('Invoice marked paid: credits added')).toBeInTheDocument();
    expect(api.callsTo('invoice/markPaid')[0]?.body).toEqual({ invoice_id: 'i1' });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark invoice/ })).not.toBeInTheDocument();
  });
});
