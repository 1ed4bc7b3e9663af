import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectUser } from '../../session/login-slice';
import { selectAccessToken } from '../../session/token-slice';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildCompany, buildSessionUser } from '../../test/factories';
import MenuHome from './menu-home';
import MenuLayout from './menu-layout';

afterEach(() => vi.unstubAllGlobals());

/** The entries every role's sidebar starts with. */
const EVERYONE = [
  'Profile',
  'Update Password',
  'Notifications',
  'Files',
  'Dashboard',
  'Risk news',
  'Partners',
];

const SOLO = failReply(404, 'GR404', 'You do not belong to a company yet');

/** The sidebar's entries, in order, for a user with these roles (docs/rules/screens.md). */
const entriesFor = (roles: Parameters<typeof buildSessionUser>[0]) => {
  mockApi({ 'company/get': SOLO });
  renderWithProviders(<MenuLayout />, { user: buildSessionUser(roles) });
  const menu = screen.getByRole('navigation', { name: 'Menu' });
  return Array.from(menu.querySelectorAll('a, button'), (entry) => entry.textContent?.trim());
};

describe('menu sidebar', () => {
  it('gives admins the reference data, articles, users, the finding table, service levels, the audit trail and vouchers', () => {
    expect(entriesFor({ is_admin: true, is_customer: false })).toEqual([
      ...EVERYONE,
      'Categories',
      'Factor',
      'QueryType',
      'Articles',
      'Users',
      'Finding',
      'Service levels',
      'Audit trail',
      'Integrations',
      'Vouchers',
      'Credit packs',
      'Invoices',
      'Partner firms',
      'Sign Off',
    ]);
  });

  it('gives partners Finding and nothing of the admin', () => {
    expect(entriesFor({ is_partner: true, is_customer: false })).toEqual([
      ...EVERYONE,
      'Finding',
      'Proposals',
      'Bank',
      'Sign Off',
    ]);
  });

  it('gives customers their incident requests, companies, branches, alerts, schedule, vouchers to redeem and the empty block', () => {
    expect(entriesFor({})).toEqual([
      ...EVERYONE,
      'Incident Requests',
      'Proposals',
      'Companies',
      'Branches',
      'Exposure alerts',
      'Schedule',
      'Purchase credits',
      'Redeem a voucher',
      'Sign Off',
    ]);
    expect(document.querySelector('.menu-empty-block')).not.toBeNull();
  });

  it("gives a company's owners and admins their company's audit trail, not its members", async () => {
    for (const role of ['owner', 'admin', 'member', 'viewer'] as const) {
      mockApi({ 'company/get': okReply('Company found', { company: buildCompany({ role }) }) });
      const view = renderWithProviders(<MenuLayout />, { user: buildSessionUser() });
      await screen.findByRole('link', { name: 'Companies' });
      const audit = role === 'owner' || role === 'admin';
      if (audit) {
        expect(await screen.findByRole('link', { name: 'Audit trail' })).toBeVisible();
        expect(screen.getByRole('link', { name: 'Integrations' })).toBeVisible();
      } else {
        expect(screen.queryByRole('link', { name: 'Audit trail' })).toBeNull();
        expect(screen.queryByRole('link', { name: 'Integrations' })).toBeNull();
      }
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('shows one index view whatever the role', () => {
    for (const roles of [{ is_admin: true }, { is_partner: true }, {}]) {
      const view = renderWithProviders(<MenuHome />, { user: buildSessionUser(roles) });
      expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Incident Requests' })).toHaveAttribute(
        'href',
        '/menu/incident',
      );
      view.unmount();
    }
  });

  it('signs off: revokes the refresh token, clears the session and goes home', async () => {
    const api = mockApi({ 'auth/logout': okReply('Logged out successfully'), 'company/get': SOLO });
    const view = renderWithProviders(<MenuLayout />, {
      user: buildSessionUser(),
      route: '/menu/profile',
      routes: { '/': <h1>Home</h1> },
    });
    await view.user.click(screen.getByRole('button', { name: 'Sign Off' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
    expect(api.callsTo('auth/logout')[0]?.body).toEqual({ refreshToken: 'user-refresh-token' });
    expect(selectUser(view.store.getState())).toBeNull();
    expect(selectAccessToken(view.store.getState())).toBeNull();
    // The user's own replies (the bell's notifications here) are gone from the tab too.
    expect(view.store.getState().api.queries).toEqual({});
  });
});
