import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildNewsEvent } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { NewsSection } from './news-section';

afterEach(() => vi.unstubAllGlobals());

/** The base query (api/base-query.ts) seen from the landing page's news. */
describe("a visitor's expired anonymous token (a tab left open past its day)", () => {
  it('is replaced by a new anonymous token and the call retried with it', async () => {
    const api = mockApi({
      'event/list': (_body, headers) =>
        headers.get('authorization') === 'Bearer new-anonymous'
          ? okReply('Events found', {
              event: [buildNewsEvent({ title: 'Ports reopen' })],
              total: 1,
            })
          : failReply(401, 'GR401', 'Your session has expired. Please login again'),
      'auth/generic': okReply('Token issued', { accessToken: 'new-anonymous' }),
    });
    const view = renderWithProviders(<NewsSection />);
    expect(await screen.findByText('Ports reopen')).toBeVisible();
    expect(api.callsTo('auth/generic')).toHaveLength(1);
    expect(api.callsTo('event/list').map((call) => call.authorization)).toEqual([
      'Bearer anonymous-token',
      'Bearer new-anonymous',
    ]);
    expect(view.store.getState().token.accessToken).toBe('new-anonymous');
  });

  it('shows the news failure, once, when no new token comes either', async () => {
    const api = mockApi({
      'event/list': failReply(401, 'GR401', 'Your session has expired. Please login again'),
      'auth/generic': failReply(429, 'GR429', 'Too many attempts. Please try again'),
    });
    renderWithProviders(<NewsSection />);
    expect(await screen.findByText(/The news feed is taking a break/)).toBeVisible();
    expect(api.callsTo('event/list')).toHaveLength(1);
  });
});
