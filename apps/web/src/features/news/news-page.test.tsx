import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply, type MockHandler } from '../../test/api-mock';
import { buildArticle } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import NewsPage from './news-page';

afterEach(() => vi.unstubAllGlobals());

const ARTICLES = [
  buildArticle({
    articles_id: 'a1',
    title: 'Kyiv power grid hit',
    riskLevel: 'Severe',
    countries: ['UA'],
  }),
  buildArticle({ articles_id: 'a2', title: 'Calm in Lyon', riskLevel: 'Low Risk', countries: [] }),
];
const found = (total = ARTICLES.length): MockHandler =>
  okReply('Articles found', { articles: ARTICLES, total });
const renderNews = (search: MockHandler = found(), route = '/news') => {
  const api = mockApi({ 'articles/search': search });
  return { ...renderWithProviders(<NewsPage />, { route, path: '/news' }), api };
};
const searches = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.path === 'articles/search').map((c) => c.body);

describe('news page (docs/rules/geography.md)', () => {
  it('shows a spinner until the news arrives, then each article with its level and countries', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({ 'articles/search': found() }, { before: () => held });
    renderWithProviders(<NewsPage />, { route: '/news', path: '/news' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    release();

    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Severe')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Kyiv power grid hit' })).toHaveAttribute(
      'href',
      ARTICLES[0]!.url,
    );
    expect(within(items[0]!).getByRole('link', { name: 'Ukraine' })).toHaveAttribute(
      'href',
      '/country/UA',
    );
    // The app's one date format (lib/format-date.ts), whatever the browser's locale.
    expect(items[0]).toHaveTextContent('Example News · 20 Nov 2026');
    expect(within(items[0]!).getByRole('link', { name: 'Kyiv power grid hit' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('2 articles')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a search result’s snippet with the matching words marked', async () => {
    const hit = buildArticle({
      articles_id: 'a3',
      title: 'Shipping update',
      snippet: 'Tankers wait as the \u0002strait\u0003 closes <i>now</i>',
    });
    renderNews(okReply('Articles found', { articles: [hit], total: 1 }), '/news?q=strait');
    const mark = await screen.findByText('strait');
    expect(mark.tagName).toBe('MARK');
    expect(mark.parentElement).toHaveTextContent('Tankers wait as the strait closes <i>now</i>');
  });

  it('says so when nothing matches', async () => {
    renderNews(okReply('Articles found', { articles: [], total: 0 }));
    expect(await screen.findByText(/No news matches these filters/)).toBeInTheDocument();
    expect(screen.getByText('0 articles')).toBeInTheDocument();
  });

  it('shows the failure when the search fails', async () => {
    renderNews(failReply(500, 'GR500', 'Search is down'));
    expect(await screen.findByText('Search is down')).toBeInTheDocument();
    expect(screen.queryByText(/No news matches/)).not.toBeInTheDocument();
  });

  it('filters by level, country and text, back on the first page each time', async () => {
    const { api, user, location } = renderNews(found(45), '/news?page=1');
    await screen.findByText('Page 2 of 3');
    expect(searches(api).at(-1)).toEqual({ limit: 20, offset: 20 });

    await user.selectOptions(screen.getByLabelText('Risk Level'), 'Severe');
    await screen.findByText('Page 1 of 3');
    expect(searches(api).at(-1)).toEqual({ limit: 20, offset: 0, riskLevel: 'Severe' });

    await user.selectOptions(screen.getByLabelText('Country'), 'UA');
    await user.type(screen.getByLabelText('Search'), ' grid ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(searches(api).at(-1)).toEqual({
        limit: 20,
        offset: 0,
        riskLevel: 'Severe',
        countries: ['UA'],
        q: 'grid',
      }),
    );
    expect(new URLSearchParams(location().search).get('country')).toBe('UA');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(searches(api).at(-1)).toMatchObject({ offset: 20, q: 'grid' });
  });
});
