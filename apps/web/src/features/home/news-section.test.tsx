import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { buildNewsEvent } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { NewsSection } from './news-section';

afterEach(() => vi.unstubAllGlobals());

const told = (n: number) => ({
  articles_id: `a${n}`,
  title: `Strait closed, report ${n}`,
  url: `https://news.example.com/strait-${n}`,
  publishedAt: '2026-11-20T10:00:00.000Z',
  source: { name: `Outlet ${n}`, grade: 'A' },
  riskLevel: 'Severe',
  verification: n === 1 ? 'confirmed' : 'unverified',
});

describe('the landing page\'s news (docs/rules/news.md, "Events")', () => {
  it('shows the newest 12 events, one card each, with "n sources" that opens the list', async () => {
    const api = mockApi({
      'event/list': okReply('Events found', {
        event: [
          buildNewsEvent({
            event_id: 'e1',
            title: 'Strait closed',
            sources: [told(3), told(2), told(1)],
          }),
          buildNewsEvent({ event_id: 'e2', title: 'Quiet border' }),
        ],
        total: 2,
      }),
    });
    const { user } = renderWithProviders(<NewsSection />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Strait closed',
      'Quiet border',
    ]);
    expect(api.callsTo('event/list')[0]?.body).toEqual({ limit: 12 });
    expect(within(cards[1]!).getByText('1 source')).toBeVisible();
    await user.click(within(cards[0]!).getByText('3 sources'));
    const first = within(cards[0]!).getByRole('link', { name: 'Strait closed, report 1' });
    expect(first).toBeVisible();
    expect(first.closest('li')).toHaveTextContent('Confirmed');
  });

  it('says so when there is no news, and when the read fails', async () => {
    mockApi({ 'event/list': okReply('Events found', { event: [], total: 0 }) });
    const empty = renderWithProviders(<NewsSection />);
    expect(await screen.findByText(/No news right now/)).toBeVisible();
    empty.unmount();
    vi.unstubAllGlobals();
    mockApi({ 'event/list': failReply(500, 'GR500', 'Down') });
    renderWithProviders(<NewsSection />);
    expect(await screen.findByText(/The news feed is taking a break/)).toBeVisible();
  });
});
