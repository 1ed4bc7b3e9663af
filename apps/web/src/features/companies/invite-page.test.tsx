import { CODES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildCompany, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import InvitePage from './invite-page';

const token = 'a'.repeat(43);
const invitation = okReply('Invitation', {
  invitation: {
    company: 'Acme Risk',
    email: 'ada@example.com',
    role: 'member',
    expires_at: '2026-12-01T00:00:00.000Z',
  },
});
const company = buildCompany({ role: 'member' });
const route = `/invite?token=${token}`;

afterEach(() => vi.unstubAllGlobals());

describe('InvitePage', () => {
  it('the invited account joins with one button', async () => {
    const api = mockApi({
      'invitation/get': invitation,
      'invitation/accept': okReply('Welcome to Acme Risk', { company }),
    });
    const { user, location } = renderWithProviders(<InvitePage />, {
      route,
      user: buildSessionUser({ email: 'ada@example.com' }),
    });
    expect(
      await screen.findByText('Acme Risk invites ada@example.com to join as member.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Acme Risk' }));
    expect(api.callsTo('invitation/accept')[0]?.body).toEqual({ token });
    await vi.waitFor(() => expect(location().pathname).toBe('/menu/companies'));
  });

  it('another account is told which address the invitation is for', async () => {
    mockApi({ 'invitation/get': invitation });
    renderWithProviders(<InvitePage />, {
      route,
      user: buildSessionUser({ email: 'someone@example.com' }),
    });
    expect(
      await screen.findByText(/Please sign off and log in as ada@example\.com/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Acme Risk' })).toBeNull();
  });

  it('a visitor signs up through the link, is logged in and lands on the company', async () => {
    const api = mockApi({
      'invitation/get': invitation,
      'invitation/accept': okReply('Welcome to Acme Risk', { company }),
      'auth/login': okReply('Login successful', {
        user: buildSessionUser({ email: 'ada@example.com' }),
      }),
    });
    const { user, location } = renderWithProviders(<InvitePage />, { route });
    await screen.findByText(/Create your account for ada@example\.com/);
    await user.click(screen.getByRole('button', { name: 'Sign up and join Acme Risk' }));
    expect(api.callsTo('invitation/accept')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^First Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Phone/), '+447700900456');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign up and join Acme Risk' }));
    await vi.waitFor(() => expect(location().pathname).toBe('/menu/companies'));
    expect(api.callsTo('invitation/accept')[0]?.body).toEqual({
      token,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+447700900456',
      password: 'Secret#123',
    });
    expect(api.callsTo('auth/login')[0]?.body).toMatchObject({ email: 'ada@example.com' });
  });

  it('a visitor with an account logs in first and comes back to the invitation', async () => {
    mockApi({ 'invitation/get': invitation });
    const { user, location } = renderWithProviders(<InvitePage />, { route });
    await user.click(await screen.findByRole('button', { name: 'Log in to join' }));
    expect(location().pathname).toBe('/login');
    expect(window.sessionStorage.getItem('georisk:wanted-address')).toBe(route);
  });

  it('a used link says so as a sentence', async () => {
    mockApi({
      'invitation/get': failReply(410, CODES.gone, 'This invitation has already been used'),
    });
    renderWithProviders(<InvitePage />, { route });
    expect(await screen.findByText('This invitation has already been used')).toBeInTheDocument();
  });
});
