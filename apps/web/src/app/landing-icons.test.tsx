import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LandingPage } from '../features/home/landing-page';
import { mockApi, okReply } from '../test/api-mock';
import { renderWithProviders } from '../test/render';
import { LANDING_ICONS } from './landing-icons';

afterEach(() => vi.unstubAllGlobals());

it('the landing page shows only icons its small icon stylesheet carries', async () => {
  const api = mockApi({
    'articles/list': okReply('Articles loaded', { articles: [], total: 0 }),
    'country/list': okReply('Countries loaded', { country: [] }),
  });
  const { container } = renderWithProviders(<LandingPage />);
  const icons = [...container.querySelectorAll('i.bi')].flatMap((icon) =>
    [...icon.classList].filter((name) => name.startsWith('bi-')).map((name) => name.slice(3)),
  );
  expect(icons.length).toBeGreaterThan(10);
  expect(icons.filter((name) => !LANDING_ICONS.includes(name))).toEqual([]);
  await waitFor(() => expect(api.callsTo('country/list')).toHaveLength(1));
});
