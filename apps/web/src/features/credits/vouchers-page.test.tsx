import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import VouchersPage from './vouchers-page';

afterEach(() => vi.unstubAllGlobals());

const admin = buildSessionUser({ is_admin: true, is_customer: false });
const issued = {
  voucher_id: 'v1',
  code: 'ABCD-EFGH-JKMN',
  code_hint: 'JKMN',
  credits: 7,
  max_uses: 2,
  uses: 0,
  expires_at: '2027-01-31T22:59:59.000Z',
  note: 'Launch',
  created_at: '2026-11-28T10:00:00.000Z',
};

describe('VouchersPage', () => {
  it('checks the form, issues a voucher and shows its code once', async () => {
    const api = mockApi({
      'voucher/list': okReply('Vouchers', { voucher: [], total: 0 }),
      'voucher/insert': okReply('Voucher issued', { voucher: issued }),
    });
    const view = renderWithProviders(<VouchersPage />, { user: admin });
    expect(await screen.findByText('No voucher has been issued yet.')).toBeInTheDocument();
    const credits = screen.getByLabelText(/^Credits/);
    await view.user.clear(credits);
    await view.user.type(credits, '0');
    await view.user.click(screen.getByRole('button', { name: 'Issue voucher' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Credits must be a whole number from 1 to 100000',
    );
    expect(api.callsTo('voucher/insert')).toHaveLength(0);
    await view.user.clear(credits);
    await view.user.type(credits, '7');
    await view.user.clear(screen.getByLabelText(/^Uses/));
    await view.user.type(screen.getByLabelText(/^Uses/), '2');
    await view.user.type(screen.getByLabelText('Note'), 'Launch');
    await view.user.click(screen.getByRole('button', { name: 'Issue voucher' }));
    expect(await screen.findByTestId('voucher-code')).toHaveTextContent('ABCD-EFGH-JKMN');
    const body = api.callsTo('voucher/insert')[0]?.body;
    expect(body).toMatchObject({ credits: 7, max_uses: 2, note: 'Launch' });
    expect(typeof body?.expires_at).toBe('string');
  });

  it('answers a customer with the one "not allowed" screen', () => {
    const api = mockApi({});
    renderWithProviders(<VouchersPage />, { user: buildSessionUser() });
    expect(screen.getByRole('alert')).toHaveTextContent('This area is for administrators.');
    expect(api.calls).toHaveLength(0);
  });
});
