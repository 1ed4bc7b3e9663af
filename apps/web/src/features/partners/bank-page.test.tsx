import { monthBefore } from '@georisk/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import BankPage from './bank-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const partner = buildSessionUser({ is_partner: true, is_customer: false });
const ownersOnly = failReply(403, 'GR403', "Only the firm's owners and admins may see this");
const balance = okReply('Partner firm balance', {
  partnerFirm: { partner_firm_id: 'f1', name: 'Harbour Analysts', balance: 13 },
});
const saved = {
  partner_firm_id: 'f1',
  firm_name: 'Harbour Analysts',
  holder: 'Harbour Analysts GmbH',
  iban: 'DE89370400440532013000',
  bic: 'DEUTDEFF',
  masked: false,
  updated_at: '2026-11-28T10:00:00.000Z',
};

describe('BankPage', () => {
  it('refuses a bad IBAN before sending, then saves good details', async () => {
    const api = mockApi({
      'bank/get': okReply('Payout details', { bank: null }),
      'bank/update': okReply('Payout details saved', { bank: saved }),
      'partnerFirm/balance': ownersOnly,
    });
    const view = renderWithProviders(<BankPage />, { user: partner });
    expect(await screen.findByText('No payout details yet.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^Account holder/), 'Harbour Analysts GmbH');
    await view.user.type(screen.getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 01');
    await view.user.type(screen.getByLabelText(/^BIC/), 'DEUTDEFF');
    await view.user.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid IBAN, like DE89 3704 0044 0532 0130 00',
    );
    expect(api.callsTo('bank/update')).toHaveLength(0);
    await view.user.clear(screen.getByLabelText(/^IBAN/));
    await view.user.type(screen.getByLabelText(/^IBAN/), 'de89 3704 0044 0532 0130 00');
    await view.user.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Payout details saved')).toBeInTheDocument();
    expect(api.callsTo('bank/update')[0]?.body).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
    });
  });

  it('shows masked details without a form to a partner who is not an owner', async () => {
    mockApi({
      'bank/get': okReply('Payout details', {
        bank: { ...saved, iban: 'DE•• •••• 3000', bic: 'DEUT••••', masked: true },
      }),
      'partnerFirm/balance': ownersOnly,
    });
    renderWithProviders(<BankPage />, { user: partner });
    expect(await screen.findByText('DE•• •••• 3000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save payout details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Earnings and statements' })).toBeNull();
  });

  it("shows an owner the firm's balance and downloads last month's statement", async () => {
    const api = mockApi({
      'bank/get': okReply('Payout details', { bank: saved }),
      'partnerFirm/balance': balance,
      'partnerFirm/statement': { body: { text: 'firm,month' } },
      'statement/pdf': { body: { text: '%PDF' } },
    });
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderWithProviders(<BankPage />, { user: partner });
    expect(await screen.findByTestId('firm-balance')).toHaveTextContent(
      "Harbour Analysts's balance: 13 credits",
    );
    const last = monthBefore(new Date());
    expect(screen.getByLabelText(/^Statement month/)).toHaveValue(last);
    await view.user.click(
      screen.getByRole('button', { name: `Download the ${last} statement as CSV` }),
    );
    expect(api.callsTo('partnerFirm/statement')[0]?.body).toEqual({ month: last });
    // A month input takes its value whole (typed digit by digit it would be refused in between).
    fireEvent.change(screen.getByLabelText(/^Statement month/), { target: { value: '2026-09' } });
    await view.user.click(
      screen.getByRole('button', { name: 'Download the 2026-09 statement as PDF' }),
    );
    expect(api.callsTo('statement/pdf')[0]?.body).toEqual({ month: '2026-09' });
    expect(clicked).toHaveBeenCalledTimes(2);
  });
});
