import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import BankPage from './bank-page';

afterEach(() => vi.unstubAllGlobals());

const partner = buildSessionUser({ is_partner: true, is_customer: false });
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
    });
    renderWithProviders(<BankPage />, { user: partner });
    expect(await screen.findByText('DE•• •••• 3000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save payout details' })).toBeNull();
  });
});
