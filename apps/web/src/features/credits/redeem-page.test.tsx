import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import RedeemPage from './redeem-page';

afterEach(() => vi.unstubAllGlobals());

const balance = (n: number) =>
  okReply('Credit balance', { credits: { account: 'personal', balance: n, company: null } });

describe('RedeemPage', () => {
  it('checks the code, redeems it and shows the new balance', async () => {
    let current = 3;
    const api = mockApi({
      'company/get': failReply(404, 'GR404', 'You do not belong to a company yet'),
      'credits/balance': () => balance(current),
      'voucher/redeem': () => {
        current = 8;
        return okReply('Voucher redeemed: 5 credits added', {
          credits: { account: 'personal', balance: 8, company: null },
        });
      },
    });
    const view = renderWithProviders(<RedeemPage />, { user: buildSessionUser() });
    expect(await screen.findByText('Your balance: 3 credits')).toBeInTheDocument();
    const code = screen.getByLabelText('Voucher code');
    await view.user.type(code, 'abc');
    await view.user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a voucher code like ABCD-EFGH-JKMN',
    );
    expect(api.callsTo('voucher/redeem')).toHaveLength(0);

    await view.user.clear(code);
    await view.user.type(code, 'abcd-efgh-jkmn');
    await view.user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Voucher redeemed: 5 credits added')).toBeInTheDocument();
    expect(api.callsTo('voucher/redeem')[0]?.body).toEqual({
      code: 'ABCDEFGHJKMN',
      account: 'personal',
    });
    expect(await screen.findByText('Your balance: 8 credits')).toBeInTheDocument();
  });

  it('shows a refused code’s sentence', async () => {
    mockApi({
      'company/get': failReply(404, 'GR404', 'You do not belong to a company yet'),
      'credits/balance': balance(3),
      'voucher/redeem': failReply(410, 'GR410', 'This voucher has expired'),
    });
    const view = renderWithProviders(<RedeemPage />, { user: buildSessionUser() });
    await view.user.type(screen.getByLabelText('Voucher code'), 'ABCD-EFGH-JKMN');
    await view.user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This voucher has expired');
  });
});
