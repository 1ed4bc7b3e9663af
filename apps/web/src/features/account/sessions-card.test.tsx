import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { SessionsCard } from './sessions-card';

const SESSIONS = [
  {
    session_id: '11111111-1111-4111-8111-111111111111',
    device: 'Chrome 131 on Linux',
    ip: '203.0.113.5',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: '2026-11-27T09:00:00.000Z',
    current: true,
  },
  {
    session_id: '22222222-2222-4222-8222-222222222222',
    device: '',
    ip: null,
    created_at: '2026-11-21T10:00:00.000Z',
    last_used_at: '2026-11-22T09:00:00.000Z',
    current: false,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('SessionsCard', () => {
  it('lists the sessions, marks this device and revokes another one', async () => {
    let sessions = SESSIONS;
    const api = mockApi({
      'session/list': () => okReply('Sessions found', { sessions, total: sessions.length }),
      'session/revoke': () => {
        sessions = [SESSIONS[0]!];
        return okReply('Session revoked');
      },
    });
    const { user } = renderWithProviders(<SessionsCard />, { user: buildSessionUser() });
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    await within(list).findByText('Chrome 131 on Linux');
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText('Unknown device')).toBeInTheDocument();
    // Only the other session offers Revoke; this one signs off from the menu.
    const revoke = within(list).getAllByRole('button', { name: /^Revoke/ });
    expect(revoke).toHaveLength(1);
    await user.click(revoke[0]!);
    await waitFor(() => expect(within(list).queryByText('Unknown device')).toBeNull());
    expect(api.callsTo('session/revoke')[0]?.body).toEqual({ session_id: SESSIONS[1]!.session_id });
  });
});
