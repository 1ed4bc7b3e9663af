import { CODES } from '@georisk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildCompany, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import CompaniesPage from './companies-page';

const owner = buildSessionUser({ email: 'owner@example.com' });
const company = buildCompany();
const colleague = {
  user_id: '7d4c1f1e-0000-4000-8000-000000000002',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'member',
  joined_at: '2026-01-16T10:00:00.000Z',
};
const members = okReply('Members', {
  member: [
    {
      ...colleague,
      user_id: owner.user_id,
      name: 'Olive Owner',
      email: owner.email,
      role: 'owner',
    },
    colleague,
  ],
  total: 2,
  invitations: [],
});
/** An owner's company reads its single sign-on settings: none yet. */
const noSso = okReply('Single sign-on settings', { sso: null });
const noCompany = failReply(404, CODES.notFound, 'You do not belong to a company yet');

afterEach(() => vi.unstubAllGlobals());

describe('CompaniesPage', () => {
  it('a customer without a company creates one and sees the spec success screen', async () => {
    let created = false;
    const api = mockApi({
      'company/get': () => (created ? okReply('Company', { company }) : noCompany),
      'company/sso': noSso,
      'company/insert': () => {
        created = true;
        return okReply('Companies Registered Successfully.', { company });
      },
      'member/list': members,
    });
    const { user } = renderWithProviders(<CompaniesPage />, { user: owner });
    await screen.findByRole('heading', { name: 'Create a company' });
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the company name');
    expect(api.callsTo('company/insert')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Company name/), 'Acme Risk');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Corporate');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'GB');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Companies Registered Successfully.')).toBeInTheDocument();
    expect(api.callsTo('company/insert')[0]?.body).toEqual({
      name: 'Acme Risk',
      kind: 'Corporate',
      country: 'GB',
      domain: '',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Acme Risk' })).toBeInTheDocument();
  });

  it('an owner changes a role and removes a member after confirming', async () => {
    const api = mockApi({
      'company/get': okReply('Company', { company }),
      'company/sso': noSso,
      'member/list': members,
      'member/setRole': okReply('Role changed', { member: { ...colleague, role: 'viewer' } }),
      'member/remove': okReply('Member removed'),
    });
    const { user } = renderWithProviders(<CompaniesPage />, { user: owner });
    const row = (await screen.findByRole('cell', { name: 'Ada Lovelace' })).closest('tr')!;
    await user.selectOptions(within(row).getByLabelText('Role of Ada Lovelace'), 'viewer');
    expect(api.callsTo('member/setRole')[0]?.body).toEqual({
      user_id: colleague.user_id,
      role: 'viewer',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Role changed');
    // The owner's own row offers no change: leaving is its own button.
    expect(screen.queryByLabelText('Role of Olive Owner')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(api.callsTo('member/remove')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove Ada Lovelace (ada@example.com) from the company?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.callsTo('member/remove')[0]?.body).toEqual({ user_id: colleague.user_id });
  });

  it('invites by e-mail and shows the refusal as a sentence', async () => {
    const api = mockApi({
      'company/get': okReply('Company', { company }),
      'company/sso': noSso,
      'member/list': members,
      'member/invite': (body) =>
        body.email === 'ada@example.com'
          ? failReply(409, CODES.conflict, 'ada@example.com is already a member of this company')
          : okReply(`An invitation has been sent to ${String(body.email)}`),
    });
    const { user } = renderWithProviders(<CompaniesPage />, { user: owner });
    const email = await screen.findByLabelText(/^E-mail/);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ada@example.com is already a member of this company',
    );
    await user.clear(email);
    await user.type(email, 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'An invitation has been sent to bob@example.com',
    );
    expect(api.callsTo('member/invite')[1]?.body).toEqual({
      email: 'bob@example.com',
      role: 'member',
    });
  });

  it('a viewer sees the members but no invitations, invite form or role changes', async () => {
    mockApi({
      'company/get': okReply('Company', { company: { ...company, role: 'viewer' } }),
      'member/list': members,
    });
    renderWithProviders(<CompaniesPage />, { user: owner });
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByLabelText('Role of Ada Lovelace')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave company' })).toBeInTheDocument();
  });

  it('an owner keeps the company watchlist: adds a country after a checked form, removes one', async () => {
    const iraq = {
      watch_id: '7d4c1f1e-0000-4000-8000-0000000000aa',
      country: 'IQ',
      name: 'Iraq',
      minLevel: 'High Risk',
      scope: 'company',
      can_remove: true,
    };
    const api = mockApi({
      'company/get': okReply('Company', { company }),
      'company/sso': noSso,
      'member/list': members,
      'watch/list': okReply('Watches loaded', { watch: [iraq], can_manage_company: true }),
      'watch/insert': (body) =>
        okReply('Watch added', { watch: { ...iraq, country: body.country, name: 'Kenya' } }),
      'watch/remove': okReply('Watch removed'),
    });
    const { user } = renderWithProviders(<CompaniesPage />, { user: owner });
    const list = await screen.findByRole('list', { name: 'Company watchlist' });
    expect(within(list).getByRole('link', { name: 'Iraq' })).toHaveAttribute('href', '/country/IQ');
    const form = screen.getByRole('form', { name: 'Add a country to the company watchlist' });
    await user.click(within(form).getByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Country');
    expect(api.callsTo('watch/insert')).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText(/^Country/), 'KE');
    await user.selectOptions(within(form).getByLabelText(/^Alert from/), 'Severe');
    await user.click(within(form).getByRole('button', { name: 'Add to watchlist' }));
    expect(api.callsTo('watch/insert')[0]?.body).toEqual({
      country: 'KE',
      minLevel: 'Severe',
      for_company: true,
    });
    await user.click(
      screen.getByRole('button', { name: 'Remove Iraq from the company watchlist' }),
    );
    expect(api.callsTo('watch/remove')[0]?.body).toEqual({ watch_id: iraq.watch_id });
  });

  it('a viewer reads the company watchlist but cannot change it', async () => {
    mockApi({
      'company/get': okReply('Company', { company: { ...company, role: 'viewer' } }),
      'member/list': members,
      'watch/list': okReply('Watches loaded', {
        watch: [
          {
            watch_id: '7d4c1f1e-0000-4000-8000-0000000000ab',
            country: 'IQ',
            name: 'Iraq',
            minLevel: 'High Risk',
            scope: 'company',
            can_remove: false,
          },
        ],
        can_manage_company: false,
      }),
    });
    renderWithProviders(<CompaniesPage />, { user: owner });
    const list = await screen.findByRole('list', { name: 'Company watchlist' });
    expect(within(list).getByText('High Risk and above')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove Iraq/ })).toBeNull();
    expect(screen.queryByRole('form', { name: /company watchlist/ })).toBeNull();
    expect(screen.getByText(/Owners and admins keep this list/)).toBeInTheDocument();
  });
});
