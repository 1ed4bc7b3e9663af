import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import NotificationBell from './notification-bell';

/** Stands in for the browser's EventSource: records where it connected, lets a test emit. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('live updates (docs/rules/live-updates.md)', () => {
  it('opens the stream with a one-time ticket and reads the bell again on a "notification" event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let unread = 1;
    let tickets = 0;
    const api = mockApi({
      'events/ticket': () => okReply('Ticket issued', { ticket: `t-${++tickets}`, expires_in: 30 }),
      'notification/list': () => okReply('found', { notification: [], total: 0, unread }),
    });
    renderWithProviders(<NotificationBell />, { user: buildSessionUser() });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]!.url).toBe('/api/events/stream?ticket=t-1');

    unread = 4;
    FakeEventSource.opened[0]!.emit('notification');
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();
    expect(api.callsTo('notification/list')).toHaveLength(2);
  });

  it('asks for a new ticket when the stream ends, since the spent one opens nothing', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let tickets = 0;
    mockApi({
      'events/ticket': () => okReply('Ticket issued', { ticket: `t-${++tickets}`, expires_in: 30 }),
      'notification/list': okReply('found', { notification: [], total: 0, unread: 0 }),
    });
    renderWithProviders(<NotificationBell />, { user: buildSessionUser() });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit('error');
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 5000 });
    expect(FakeEventSource.opened[1]!.url).toBe('/api/events/stream?ticket=t-2');
  });
});
