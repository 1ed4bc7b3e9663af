import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '../test/factories';
import { renderWithProviders } from '../test/render';
import { useIconFont } from './icon-font';

const loaded = vi.hoisted(() => ({ full: 0 }));
vi.mock('bootstrap-icons/font/bootstrap-icons.min.css', () => {
  loaded.full += 1;
  return {};
});

const Screen = () => {
  useIconFont();
  return null;
};

describe('icon font (docs/performance.md)', () => {
  it('leaves the full icon set out of the visitors’ landing page', async () => {
    renderWithProviders(<Screen />, { route: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.full).toBe(0);
  });

  it('loads every icon on the other screens and for a logged-in user on /', async () => {
    renderWithProviders(<Screen />, { route: '/', user: buildSessionUser() });
    await waitFor(() => expect(loaded.full).toBe(1));
  });
});
