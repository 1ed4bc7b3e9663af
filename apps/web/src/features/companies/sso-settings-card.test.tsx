import { CODES, SSO_MESSAGES, type SsoSettings } from '@georisk/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildCompany, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import CompaniesPage from './companies-page';

const owner = buildSessionUser({ email: 'owner@acme.test' });
const company = buildCompany({ role: 'owner' });
const REDIRECT = 'http://georisk.test/api/auth/sso/callback';
const stored: SsoSettings = {
  company_id: company.company_id,
  issuer: 'https://login.acme.test',
  client_id: 'georisk',
  has_client_secret: true,
  allowed_domains: ['acme.test'],
  default_role: 'member',
  role_claim: 'groups',
  role_mapping: { 'geo-admins': 'admin' },
  enabled: true,
  enforced: false,
  redirect_uri: REDIRECT,
  updated_at: '2026-11-01T10:00:00.000Z',
};

const pageMocks = (sso: SsoSettings | null, extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'company/get': okReply('Company', { company }),
    'member/list': okReply('Members', { member: [], total: 0, invitations: [] }),
    'company/sso': okReply(SSO_MESSAGES.read, { sso }),
    ...extra,
  });

const card = async () =>
  within(await screen.findByRole('form', { name: 'Single sign-on settings' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Single sign-on card', () => {
  it.each(['admin', 'member', 'viewer'] as const)('is not shown to a company %s', async (role) => {
    const api = mockApi({
      'company/get': okReply('Company', { company: { ...company, role } }),
      'member/list': okReply('Members', { member: [], total: 0, invitations: [] }),
    });
    renderWithProviders(<CompaniesPage />, { user: owner });
    await screen.findByRole('heading', { name: 'Acme Risk' });
    expect(screen.queryByRole('heading', { name: 'Single sign-on' })).toBeNull();
    expect(api.callsTo('company/sso')).toHaveLength(0);
  });

  it('checks the fields with the contract before saving, and sends nothing on a failure', async () => {
    const api = pageMocks(null);
    const { user } = renderWithProviders(<CompaniesPage />, { user: owner });
    const form = await card();
    // Before the first save, the address to register is this site's own callback.
    expect(form.getByLabelText(/^Redirect URI/)).toHaveValue(
      `${window.location.origin}/api/auth/sso/callback`,
    );
    await user.type(form.getByLabelText(/^Issuer/), 'ftp://login.acme.test');
    await user.click(form.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.issuer);
    expect(form.getByLabelText(/^Issuer/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(form.getByLabelText(/^Issuer/));
    await user.type(form.getByLabelText(/^Issuer/), 'https://login.acme.test');
    await user.type(form.getByLabelText(/^Client ID/), 'georisk');
    await user.type(form.getByLabelText(/^Allowed domains/), 'acme.test, not a domain');
    await user.click(form.getByRole('button', { name: 'Save single sign-on' }));
    expect(await form.findByText(SSO_MESSAGES.domain)).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Allowed domains/));
    await user.type(form.getByLabelText(/^Allowed domains/), 'acme.test');
    await user.type(form.getByLabelText(/^Claim values to roles/), 'geo-admins = owner');
    await user.click(form.getByRole('button', { name: 'Save single sign-on' }));
    expect(await form.findByText(SSO_MESSAGES.mapping)).toBeInTheDocument();
    expect(api.callsTo('company/ssoSet')).toHaveLength(0);
  });

  it('saves what the owner typed, keeps a stored secret when left empty, shows a refusal', async () => {
    let taken = true;
    const api = pageMocks(stored, {
      'company/ssoSet': () => {
        if (!taken) return okReply(SSO_MESSAGES.saved, { sso: stored });
        taken = false;
        return failReply(409, CODES.conflict, SSO_MESSAGES.domainTaken);
      },
    });
    const { user } = renderWithProviders(<CompaniesPage />, { user: owner });
    const form = await card();
    expect(form.getByLabelText(/^Redirect URI/)).toHaveValue(REDIRECT);
    expect(form.getByLabelText(/^Client secret/)).toHaveValue('');
    expect(form.getByLabelText(/^Client secret/)).toHaveAttribute(
      'placeholder',
      'A secret is stored; leave empty to keep it',
    );
    expect(form.getByLabelText(/^Claim values to roles/)).toHaveValue('geo-admins = admin');
    await user.type(form.getByLabelText(/^Allowed domains/), '\nACME.example');
    await user.type(form.getByLabelText(/^Claim values to roles/), '\nreaders = viewer');
    await user.click(form.getByRole('switch', { name: 'Enforced' }));
    await user.click(form.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.domainTaken);

    await user.click(form.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText(SSO_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('company/ssoSet')[1]?.body).toEqual({
      company_id: company.company_id,
      issuer: 'https://login.acme.test',
      client_id: 'georisk',
      allowed_domains: ['acme.test', 'acme.example'],
      default_role: 'member',
      role_claim: 'groups',
      role_mapping: { 'geo-admins': 'admin', readers: 'viewer' },
      enabled: true,
      enforced: true,
    });
  });
});
