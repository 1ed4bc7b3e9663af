import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import ProfilePage from './profile-page';

/**
 * The base query (api/base-query.ts) renews an expired access token once and retries, seen from a
 * screen the way a user meets it: the screen loads although the first call got 401.
 */
const user = buildSessionUser({ accessToken: 'expired', refreshToken: 'refresh-1' });
const renewed = buildSessionUser({ accessToken: 'fresh', refreshToken: 'refresh-2' });
const profile = {
  user_id: user.user_id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  email: user.email,
  phone: '+447700900123',
  time_zone: 'Europe/London',
  mail_requests: true,
  mail_watch: true,
  digest: 'off',
  profile_completed_at: '2026-01-15T10:00:00.000Z',
  is_customer: true,
  is_admin: false,
  is_partner: false,
  created_at: '2026-01-15T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('an expired access token', () => {
  it('is refreshed once and the call retried with the new token', async () => {
    const api = mockApi({
      'profile/get': (_body, headers) =>
        headers.get('authorization') === 'Bearer fresh'
          ? okReply('Profile found', { profile })
          : failReply(401, 'GR401', 'Token expired'),
      'auth/refresh': okReply('Session refreshed', { user: renewed }),
    });
    const view = renderWithProviders(<ProfilePage />, { user });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(api.callsTo('auth/refresh').map((call) => call.body)).toEqual([
      { refreshToken: 'refresh-1' },
    ]);
    expect(api.callsTo('profile/get')).toHaveLength(2);
    expect(view.store.getState().token.refreshToken).toBe('refresh-2');
  });

  it('ends the session when the refresh token is refused', async () => {
    mockApi({
      'profile/get': failReply(401, 'GR401', 'Token expired'),
      'auth/refresh': failReply(401, 'AUTH006', 'Session expired. Please login again'),
    });
    const view = renderWithProviders(<ProfilePage />, { user });
    await vi.waitFor(() => expect(view.store.getState().login.user).toBeNull());
    expect(view.store.getState().token.accessToken).toBeNull();
  });
});
