import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply, type MockHandler } from '../../test/api-mock';
import { buildArticle, buildNewsEvent, buildSessionUser } from '../../test/factories';
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
const source = (n: number) => ({
  articles_id: `s${n}`,
  title: `Kyiv grid hit, report ${n}`,
  url: `https://news.example.com/kyiv-${n}`,
  publishedAt: '2026-11-20T10:00:00.000Z',
  source: { name: `Outlet ${n}`, grade: 'C' },
  riskLevel: 'Severe',
  verification: 'unverified',
});
const EVENTS = [
  buildNewsEvent({
    event_id: 'e1',
    title: 'Kyiv power grid hit',
    level: 'Severe',
    sources: [source(1), source(2), source(3)],
  }),
  buildNewsEvent({ event_id: 'e2', title: 'Calm in Lyon', level: 'Low Risk', countries: ['FR'] }),
];
const found = (total = ARTICLES.length): MockHandler =>
  okReply('Articles found', { articles: ARTICLES, total });
const events = (total = EVENTS.length, event = EVENTS): MockHandler =>
  okReply('Events found', { event, total });
const renderNews = (
  search: MockHandler = found(),
  route = '/news',
  list: MockHandler = events(),
) => {
  const api = mockApi({ 'articles/search': search, 'event/list': list });
  return { ...renderWithProviders(<NewsPage />, { route, path: '/news' }), api };
};
const bodiesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.body);
const searches = (api: ReturnType<typeof mockApi>) => bodiesTo(api, 'articles/search');

describe('news page (docs/rules/geography.md)', () => {
  it('shows a spinner until the news arrives, then one card per event with "n sources"', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({ 'event/list': events() }, { before: () => held });
    const { user } = renderWithProviders(<NewsPage />, { route: '/news', path: '/news' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    release();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Kyiv power grid hit',
    );
    expect(within(cards[0]!).getByText('Severe')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 source')).toBeVisible();
    expect(within(cards[1]!).getByText('France')).toBeVisible();
    await user.click(within(cards[0]!).getByText('3 sources'));
    expect(within(cards[0]!).getByRole('link', { name: 'Kyiv grid hit, report 2' })).toBeVisible();
    expect(within(cards[0]!).getAllByText(/^Source C/)).toHaveLength(3);
    // Visitors read the verification; only partners and admins set it.
    expect(screen.queryByRole('combobox', { name: /Verification of/ })).toBeNull();
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("lets a partner set each source's verification inside the opened card", async () => {
    const api = mockApi({
      'event/list': events(),
      'articles/verify': okReply('Article verification set', {}),
    });
    const { user } = renderWithProviders(<NewsPage />, {
      route: '/news',
      path: '/news',
      user: buildSessionUser({ is_partner: true, is_customer: false }),
    });
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByText('3 sources'));
    await user.selectOptions(
      within(card!).getByRole('combobox', { name: 'Verification of Kyiv grid hit, report 2' }),
      'confirmed',
    );
    await vi.waitFor(() =>
      expect(bodiesTo(api, 'articles/verify')).toEqual([
        { articles_id: 's2', verification: 'confirmed' },
      ]),
    );
    // The saved verdict renews the events, whose cards show it.
    await vi.waitFor(() => expect(bodiesTo(api, 'event/list')).toHaveLength(2));
  });

  it('lists the matching articles, ranked, when the search has words', async () => {
    const { api } = renderNews(found(), '/news?q=grid');
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(bodiesTo(api, 'event/list')).toEqual([]);
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
    renderNews(found(), '/news', events(0, []));
    expect(await screen.findByText(/No news matches these filters/)).toBeInTheDocument();
    expect(screen.getByText('0 events')).toBeInTheDocument();
  });

  it('shows the failure when the search fails', async () => {
    renderNews(failReply(500, 'GR500', 'Search is down'), '/news?q=grid');
    expect(await screen.findByText('Search is down')).toBeInTheDocument();
    expect(screen.queryByText(/No news matches/)).not.toBeInTheDocument();
  });

  it('filters by level, country and text, back on the first page each time', async () => {
    const { api, user, location } = renderNews(found(45), '/news?page=1', events(45));
    await screen.findByText('Page 2 of 3');
    expect(bodiesTo(api, 'event/list').at(-1)).toEqual({ limit: 20, offset: 20 });

    await user.selectOptions(screen.getByLabelText('Risk Level'), 'Severe');
    await screen.findByText('Page 1 of 3');
    expect(bodiesTo(api, 'event/list').at(-1)).toEqual({
      limit: 20,
      offset: 0,
      riskLevel: 'Severe',
    });

    await user.selectOptions(screen.getByLabelText('Country'), 'UA');
    await vi.waitFor(() =>
      expect(bodiesTo(api, 'event/list').at(-1)).toEqual({
        limit: 20,
        offset: 0,
        riskLevel: 'Severe',
        country: 'UA',
      }),
    );
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

    // The search's own count, not the events' still on screen, before paging on.
    await screen.findByText('45 articles');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(searches(api).at(-1)).toMatchObject({ offset: 20, q: 'grid' });
  });
});
