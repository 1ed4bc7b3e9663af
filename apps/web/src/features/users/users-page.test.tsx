import type { PublicUser } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import UsersPage from './users-page';

const admin = buildSessionUser({
  user_id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Root Admin',
  is_admin: true,
});

const buildPublicUser = (overrides: Partial<PublicUser>): PublicUser => ({
  user_id: 'b0000000-0000-4000-8000-000000000002',
  firstName: 'Grace',
  lastName: 'Hopper',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+15550100',
  is_active: true,
  is_disabled: false,
  is_customer: true,
  is_admin: false,
  is_partner: false,
  created_at: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

const adminRow = buildPublicUser({
  user_id: admin.user_id,
  name: 'Root Admin',
  email: 'admin@example.com',
  is_admin: true,
});

afterEach(() => vi.unstubAllGlobals());

describe('UsersPage', () => {
  it('lists the accounts; the admin cannot revoke their own admin role', async () => {
    mockApi({
      'user/list': okReply('Users listed', { user: [adminRow, buildPublicUser({})], total: 2 }),
    });
    renderWithProviders(<UsersPage />, { user: admin });
    expect(await screen.findByRole('rowheader', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Admin: Root Admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Admin: Grace Hopper' })).toBeEnabled();
    expect(screen.getByText('Showing 1–2 of 2 accounts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('grants the partner role through user/setRoles and reloads the list', async () => {
    let partner = false;
    const api = mockApi({
      'user/list': () =>
        okReply('Users listed', { user: [buildPublicUser({ is_partner: partner })], total: 1 }),
      'user/setRoles': (body) => {
        partner = body.is_partner === true;
        return okReply('Roles updated', { user: buildPublicUser({ is_partner: partner }) });
      },
    });
    const view = renderWithProviders(<UsersPage />, { user: admin });
    await view.user.click(await screen.findByRole('switch', { name: 'Partner: Grace Hopper' }));
    expect(await screen.findByText('Roles updated')).toHaveClass('alert-success');
    expect(api.callsTo('user/setRoles')[0]?.body).toEqual({
      user_id: 'b0000000-0000-4000-8000-000000000002',
      is_admin: false,
      is_partner: true,
      is_customer: true,
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Partner: Grace Hopper' })).toBeChecked(),
    );
    expect(api.callsTo('user/list')).toHaveLength(2);
  });

  it('searches by text and says so when nothing matches', async () => {
    const api = mockApi({
      'user/list': (body) =>
        okReply(
          'Users listed',
          body.q ? { user: [], total: 0 } : { user: [buildPublicUser({})], total: 1 },
        ),
    });
    const view = renderWithProviders(<UsersPage />, { user: admin });
    await screen.findByRole('rowheader', { name: /Grace Hopper/ });
    const search = screen.getByRole('search');
    await view.user.type(within(search).getByRole('searchbox'), 'nobody');
    await view.user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'Sorry! We did not find anything suitable match. Please try different search',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('user/list').at(-1)?.body).toEqual({ q: 'nobody', limit: 50, offset: 0 });
  });

  it('pages through long lists with Previous and Next', async () => {
    const page = (offset: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        buildPublicUser({
          user_id: `c0000000-0000-4000-8000-${String(offset + index).padStart(12, '0')}`,
          name: `User ${offset + index + 1}`,
        }),
      );
    const api = mockApi({
      'user/list': (body) => {
        const offset = Number(body.offset ?? 0);
        return okReply('Users listed', {
          user: page(offset, Math.min(50, 120 - offset)),
          total: 120,
        });
      },
    });
    const view = renderWithProviders(<UsersPage />, { user: admin });
    expect(await screen.findByText('Showing 1–50 of 120 accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120 accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.callsTo('user/list').map((call) => call.body.offset)).toEqual([0, 50, 100]);
    // 50 rows of switches and buttons: role queries over them are slow on a busy machine.
  }, 20_000);

  it('answers a customer with the one "not allowed" screen and asks for no admin data', () => {
    const api = mockApi({});
    renderWithProviders(<UsersPage />, { user: buildSessionUser() });
    expect(screen.getByRole('alert')).toHaveTextContent('This area is for administrators.');
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks before granting admin, and only then calls user/setRoles', async () => {
    const api = mockApi({
      'user/list': okReply('Users listed', { user: [buildPublicUser({})], total: 1 }),
      'user/setRoles': okReply('Roles updated', { user: buildPublicUser({ is_admin: true }) }),
    });
    const view = renderWithProviders(<UsersPage />, { user: admin });
    await view.user.click(await screen.findByRole('switch', { name: 'Admin: Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant admin' });
    expect(api.callsTo('user/setRoles')).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Grant admin' }));
    expect(await screen.findByText('Roles updated')).toBeInTheDocument();
    expect(api.callsTo('user/setRoles')[0]?.body).toMatchObject({ is_admin: true });
  });

  it('disables an account after confirming, enables it at once, resends an activation code', async () => {
    const api = mockApi({
      'user/list': okReply('Users listed', {
        user: [
          buildPublicUser({}),
          buildPublicUser({
            user_id: 'c0000000-0000-4000-8000-000000000003',
            name: 'Alan Turing',
            email: 'alan@example.com',
            is_active: false,
            is_disabled: true,
          }),
        ],
        total: 2,
      }),
      'user/disable': (body) =>
        okReply(body.disabled ? 'Account disabled' : 'Account enabled', {
          user: buildPublicUser({}),
        }),
      'user/resendActivation': okReply('A new activation code has been sent'),
    });
    const view = renderWithProviders(<UsersPage />, { user: admin });
    await view.user.click(await screen.findByRole('button', { name: 'Disable Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable account' });
    expect(api.callsTo('user/disable')).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    expect(api.callsTo('user/disable')[0]?.body).toEqual({
      user_id: 'b0000000-0000-4000-8000-000000000002',
      disabled: true,
    });
    await view.user.click(screen.getByRole('button', { name: 'Enable Alan Turing' }));
    expect(await screen.findByText('Account enabled')).toBeInTheDocument();
    await view.user.click(
      screen.getByRole('button', { name: 'Resend activation code to Alan Turing' }),
    );
    expect(await screen.findByText('A new activation code has been sent')).toBeInTheDocument();
    expect(api.callsTo('user/resendActivation')[0]?.body).toEqual({
      user_id: 'c0000000-0000-4000-8000-000000000003',
    });
  });
});
