import type { Notification } from '@georisk/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import NotificationBell from './notification-bell';
import NotificationsPage from './notifications-page';

const INCIDENT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const note = (overrides: Partial<Notification>): Notification => ({
  notification_id: 'a0000000-0000-4000-8000-000000000001',
  kind: 'answered',
  incident_id: INCIDENT,
  articles_id: null,
  country: null,
  text: 'Your request "Is the border safe?" was answered',
  created_at: '2026-11-22T09:00:00.000Z',
  read_at: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('notifications', () => {
  it('the top bar bell shows the unread count', async () => {
    const api = mockApi({
      'notification/list': okReply('found', { notification: [note({})], total: 1, unread: 3 }),
    });
    renderWithProviders(<NotificationBell />, { user: buildSessionUser() });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/menu/notifications',
    );
    expect(api.callsTo('notification/list')[0]?.body).toEqual({ unread_only: true, limit: 1 });
  });

  it('lists each notification linking to its request; following one marks it read', async () => {
    const api = mockApi({
      'notification/list': okReply('found', {
        notification: [
          note({}),
          note({
            notification_id: 'a0000000-0000-4000-8000-000000000002',
            kind: 'message',
            text: 'New message',
            read_at: '2026-11-22T10:00:00.000Z',
          }),
        ],
        total: 2,
        unread: 1,
      }),
      'notification/read': okReply('Marked read', { unread: 0 }),
    });
    const view = renderWithProviders(<NotificationsPage />, {
      user: buildSessionUser(),
      routes: { '/menu/incident': <h1>Report screen</h1> },
    });
    const link = await screen.findByRole('link', { name: /was answered/ });
    expect(link).toHaveAttribute('href', `/menu/incident?report=${INCIDENT}`);
    expect(screen.getAllByText('New')).toHaveLength(1);
    await view.user.click(link);
    await screen.findByRole('heading', { name: 'Report screen' });
    expect(view.location().search).toBe(`?report=${INCIDENT}`);
    await vi.waitFor(() =>
      expect(api.callsTo('notification/read')[0]?.body).toEqual({
        notification_id: 'a0000000-0000-4000-8000-000000000001',
      }),
    );
  });

  it('marks every notification read at once', async () => {
    const api = mockApi({
      'notification/list': okReply('found', { notification: [note({})], total: 1, unread: 1 }),
      'notification/read': okReply('All notifications read', { unread: 0 }),
    });
    const view = renderWithProviders(<NotificationsPage />, { user: buildSessionUser() });
    await view.user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All notifications read')).toBeInTheDocument();
    expect(api.callsTo('notification/read')[0]?.body).toEqual({ all: true });
  });
});
