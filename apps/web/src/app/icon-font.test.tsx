import { describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '../test/factories';
import { renderWithProviders } from '../test/render';
import { useIconFont } from './icon-font';
import { loadFullIconSet } from './icon-font-loader';

vi.mock('./icon-font-loader', () => ({ loadFullIconSet: vi.fn(() => Promise.resolve()) }));

const Screen = () => {
  useIconFont();
  return null;
};

// The render flushes effects before it returns, so "not asked for" is known at once.
describe('icon font (docs/performance.md)', () => {
  it('leaves the full icon set out of the visitors’ landing page', () => {
    vi.mocked(loadFullIconSet).mockClear();
    renderWithProviders(<Screen />, { route: '/' });
    expect(loadFullIconSet).not.toHaveBeenCalled();
  });

  it('loads every icon on the other screens and for a logged-in user on /', () => {
    vi.mocked(loadFullIconSet).mockClear();
    renderWithProviders(<Screen />, { route: '/help' });
    expect(loadFullIconSet).toHaveBeenCalledTimes(1);
    renderWithProviders(<Screen />, { route: '/', user: buildSessionUser() });
    expect(loadFullIconSet).toHaveBeenCalledTimes(2);
  });
});
