import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildArticle, buildSessionUser } from '../../test/factories';
import ArticlesPage from './articles-page';

afterEach(() => vi.unstubAllGlobals());

describe('ArticlesPage (admins)', () => {
  it('lists each article with the countries it is tagged with', async () => {
    mockApi({
      'articles/list': okReply('Articles found', {
        articles: [buildArticle({ title: 'Border tension rises', countries: ['UA', 'PL'] })],
        total: 1,
      }),
    });
    renderWithProviders(<ArticlesPage />, { user: buildSessionUser({ is_admin: true }) });
    const row = await screen.findByRole('row', { name: /Border tension rises/ });
    expect(row).toHaveTextContent('Countries: Ukraine, Poland');
    expect(screen.getByRole('columnheader', { name: 'Countries' })).toBeInTheDocument();
  });
});
