import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { LandingPage } from './landing-page';

let api: ReturnType<typeof mockApi>;

afterEach(async () => {
  // The map below the fold asks for country levels once it is near the viewport: let that call
  // reach the mock before the real fetch comes back.
  await waitFor(() => expect(api.callsTo('country/list')).toHaveLength(1));
  vi.unstubAllGlobals();
});

const renderLanding = () => {
  api = mockApi({
    'event/list': okReply('Events found', { event: [], total: 0 }),
    'country/list': okReply('Countries loaded', { country: [] }),
    'country/trends': okReply('Country trends loaded', { country: [] }),
  });
  return renderWithProviders(<LandingPage />);
};

const headingsIn = (name: string, level: number) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

describe('landing page (docs/rules/news.md)', () => {
  it('shows the three headline claims and a way to log in', async () => {
    renderLanding();
    const claims = screen.getByRole('list', { name: 'GeoRisk in numbers' });
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['50+countries', '99%accuracy', '24/7coverage']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await screen.findByText(/No news right now/);
  });

  it('lists the eight consulting areas in order', async () => {
    renderLanding();
    expect(headingsIn('Eight consulting areas', 3)).toEqual([
      'Risk Assessment',
      'Military Conflicts',
      'Elections & Stability',
      'Resource Control',
      'Border Disputes',
      'Cybersecurity',
      'Terrorism',
      'Trade Policy',
    ]);
    await screen.findByText(/No news right now/);
  });

  it('gives three impact examples, one per kind of customer', async () => {
    renderLanding();
    const impact = screen.getByRole('region', { name: 'What an answer changes' });
    expect(within(impact).getAllByRole('article')).toHaveLength(3);
    for (const who of ['Citizen', 'Corporate', 'Government']) {
      expect(within(impact).getByText(who)).toBeInTheDocument();
    }
    await screen.findByText(/No news right now/);
  });
});
