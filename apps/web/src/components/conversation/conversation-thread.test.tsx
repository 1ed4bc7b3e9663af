import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import { ConversationThread } from './conversation-thread';

const analyst = buildSessionUser({ is_customer: false, is_partner: true });
const INCIDENT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const fromCustomer = {
  message_id: 'm1',
  incident_id: INCIDENT,
  body: 'Does this cover the northern crossing?',
  author: { user_id: 'owner-1', name: 'Carmen Ruiz', role: 'customer' },
  created_at: '2026-11-21T10:00:00.000Z',
};

/** A stand-in for the browser's IntersectionObserver that the test scrolls by hand. */
let watchers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
const scrollIntoView = (isIntersecting: boolean) =>
  act(() => {
    for (const { callback, target } of watchers)
      callback(
        [{ isIntersecting, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

beforeEach(() => {
  watchers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watcher: (typeof watchers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.watcher = { callback };
        watchers.push(this.watcher);
      }
      observe(target: Element) {
        this.watcher.target = target;
      }
      disconnect() {
        watchers = watchers.filter((watcher) => watcher !== this.watcher);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ConversationThread', () => {
  it('marks the thread read when it is on screen, not when the request opens', async () => {
    const api = mockApi({
      'message/list': okReply('found', { message: [fromCustomer], total: 1 }),
      'message/read': okReply('Conversation read'),
    });
    renderWithProviders(<ConversationThread incidentId={INCIDENT} selfId={analyst.user_id} />, {
      user: analyst,
    });
    expect(await screen.findByText(fromCustomer.body)).toBeInTheDocument();
    expect(api.callsTo('message/read')).toHaveLength(0);

    scrollIntoView(true);
    await vi.waitFor(() =>
      expect(api.callsTo('message/read').map((call) => call.body)).toEqual([
        { incident_id: INCIDENT },
      ]),
    );
    // Scrolled away and back with nothing new: nothing more to tell.
    scrollIntoView(false);
    scrollIntoView(true);
    expect(api.callsTo('message/read')).toHaveLength(1);
  });

  it("never reports the reader's own last message as read", async () => {
    const api = mockApi({
      'message/list': okReply('found', {
        message: [
          { ...fromCustomer, author: { ...fromCustomer.author, user_id: analyst.user_id } },
        ],
        total: 1,
      }),
      'message/read': okReply('Conversation read'),
    });
    renderWithProviders(<ConversationThread incidentId={INCIDENT} selfId={analyst.user_id} />, {
      user: analyst,
    });
    await screen.findByText(fromCustomer.body);
    scrollIntoView(true);
    expect(api.callsTo('message/read')).toHaveLength(0);
  });
});
