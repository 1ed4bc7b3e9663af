import { CODES } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import ProfilePage from './profile-page';

const user = buildSessionUser({ email: 'ada@example.com' });

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it("shows the caller's details from user/getByEmail", async () => {
    const api = mockApi({
      'user/getByEmail': okReply('User found', {
        user: {
          user_id: user.user_id,
          firstName: 'Ada',
          lastName: 'Lovelace',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '+447700900123',
          is_active: true,
          is_customer: true,
          is_admin: false,
          is_partner: true,
          created_at: '2026-01-15T10:00:00.000Z',
        },
      }),
    });
    renderWithProviders(<ProfilePage />, { user });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('+447700900123')).toBeInTheDocument();
    expect(screen.getByText('Partner')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(api.callsTo('user/getByEmail')[0]?.body).toEqual({ remote_email: 'ada@example.com' });
  });

  it('shows the message (no code) when the profile cannot be read', async () => {
    mockApi({ 'user/getByEmail': failReply(404, CODES.notFound, 'User not found') });
    renderWithProviders(<ProfilePage />, { user });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });
});
