import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { WorldMap } from '../components/world-map/world-map';
import { LandingPage } from '../features/home/landing-page';
import { mockApi, okReply } from '../test/api-mock';
import { buildNewsEvent } from '../test/factories';
import { renderWithProviders } from '../test/render';
import { LANDING_ICONS } from './landing-icons';

afterEach(() => vi.unstubAllGlobals());

const iconsIn = (container: HTMLElement) =>
  [...container.querySelectorAll('i.bi')].flatMap((icon) =>
    [...icon.classList].filter((name) => name.startsWith('bi-')).map((name) => name.slice(3)),
  );

it('the landing page shows only icons its small icon stylesheet carries', async () => {
  const api = mockApi({
    // A card with countries and a source, so its icons (place, verification) are counted too.
    'event/list': okReply('Events found', { event: [buildNewsEvent()], total: 1 }),
    'country/list': okReply('Countries loaded', { country: [] }),
  });
  const { container } = renderWithProviders(<LandingPage />);
  await screen.findByText('1 source');
  const icons = iconsIn(container);
  expect(icons.length).toBeGreaterThan(10);
  expect(icons.filter((name) => !LANDING_ICONS.includes(name))).toEqual([]);
  await waitFor(() => expect(api.callsTo('country/list')).toHaveLength(1));
});

it('the world map, which the landing page loads as the visitor scrolls to it, uses those icons too', () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const { container } = renderWithProviders(<WorldMap countries={[]} labelledBy="t" />);
  const icons = iconsIn(container);
  expect(icons).toHaveLength(3);
  expect(icons.filter((name) => !LANDING_ICONS.includes(name))).toEqual([]);
});
