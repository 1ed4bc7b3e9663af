import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply, type MockHandler } from '../../test/api-mock';
import { buildArticle, buildNewsEvent, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import CountryPage from './country-page';

afterEach(() => vi.unstubAllGlobals());

const UKRAINE = {
  code: 'UA',
  name: 'Ukraine',
  riskLevel: 'Severe',
  score: 65,
  articles: 2,
  findings: 1,
  reasons: [
    {
      kind: 'article',
      id: 'a1',
      title: 'Kyiv power grid hit',
      level: 'Severe',
      at: '2026-11-20T08:30:00.000Z',
      points: 40,
    },
    {
      kind: 'finding',
      id: 'f1',
      title: 'Is Odesa port safe?',
      level: 'Red',
      at: '2026-11-19T08:30:00.000Z',
      points: 25,
    },
  ],
  latest: [buildArticle({ articles_id: 'a1', title: 'Kyiv power grid hit', riskLevel: 'Severe' })],
  requests: [
    {
      incident_id: 'i1',
      query: 'Is Odesa port safe?',
      status: 'answered',
      created_at: '2026-11-18T08:30:00.000Z',
    },
  ],
};
const QUIET = {
  ...UKRAINE,
  riskLevel: null,
  score: 0,
  articles: 0,
  findings: 0,
  reasons: [],
  latest: [],
  requests: [],
};

const HISTORY = okReply('Country history loaded', {
  country: {
    code: 'UA',
    name: 'Ukraine',
    history: [
      { day: '2026-11-26', score: 0, level: null },
      { day: '2026-11-27', score: 38, level: 'Severe' },
      { day: '2026-11-28', score: 65, level: 'Severe' },
    ],
  },
});

const KYIV = buildNewsEvent({
  event_id: 'e1',
  title: 'Kyiv power grid hit',
  level: 'Severe',
  lead: { url: 'https://news.example.com/kyiv', emoji: '', excerpt: 'Blackouts across the city' },
});
const EVENTS = okReply('Events found', { event: [KYIV], total: 1 });
const NO_EVENTS = okReply('Events found', { event: [], total: 0 });

const renderCountry = (get: MockHandler, extra: Record<string, MockHandler> = {}, user = false) => {
  const api = mockApi({
    'country/get': get,
    'country/history': HISTORY,
    'event/list': EVENTS,
    ...extra,
  });
  const view = renderWithProviders(<CountryPage />, {
    route: '/country/ua',
    path: '/country/:code',
    ...(user && { user: buildSessionUser() }),
  });
  return { ...view, api };
};

describe('country page (docs/rules/geography.md)', () => {
  it('asks for the code in upper case and shows a spinner meanwhile', async () => {
    const { api } = renderCountry(okReply('Country', { country: UKRAINE }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByRole('heading', { level: 1, name: 'Ukraine' });
    expect(api.calls.find((c) => c.path === 'country/get')?.body).toEqual({ code: 'UA' });
  });

  it('shows the level, the reasons with their points, the latest news and my requests', async () => {
    renderCountry(okReply('Country', { country: UKRAINE }));
    await screen.findByRole('heading', { level: 1, name: 'Ukraine' });
    expect(
      screen.getByText(/score 65 of 100, from 2 articles and 1 answered requests/),
    ).toBeInTheDocument();

    const reasons = screen.getByRole('region', { name: 'Why this level' });
    const items = within(reasons).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Kyiv power grid hit\+40Severe · /),
      expect.stringMatching(/^Answered request: Is Odesa port safe\?\+25Red · /),
      expect.stringMatching(/^Is Odesa port safe\? answered · /),
    ]);
    expect(within(reasons).getByRole('link', { name: 'Is Odesa port safe?' })).toHaveAttribute(
      'href',
      '/menu/incident?report=i1',
    );

    // The latest news are the country's events, one card per happening, as on the news page.
    const latest = screen.getByRole('region', { name: 'Latest news' });
    const card = await within(latest).findByRole('article');
    expect(within(card).getByRole('link', { name: 'Kyiv power grid hit' })).toHaveAttribute(
      'href',
      'https://news.example.com/kyiv',
    );
    expect(card).toHaveTextContent('1 source');
    expect(card).toHaveTextContent('Blackouts across the city...');
    // Visitors are not offered a watch.
    expect(screen.queryByRole('button', { name: /watch/i })).not.toBeInTheDocument();
  });

  it("asks for the country's latest events and links to the rest on the news page", async () => {
    const second = buildNewsEvent({ event_id: 'e2', title: 'Odesa port reopens', level: 'Risk' });
    const { api } = renderCountry(okReply('Country', { country: UKRAINE }), {
      'event/list': okReply('Events found', { event: [KYIV, second], total: 9 }),
    });
    const latest = await screen.findByRole('region', { name: 'Latest news' });
    const cards = await within(latest).findAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('link')[0]?.textContent)).toEqual([
      'Kyiv power grid hit',
      'Odesa port reopens',
    ]);
    expect(api.callsTo('event/list')[0]?.body).toEqual({ country: 'UA', limit: 6 });
    expect(
      within(latest).getByRole('link', { name: 'All 9 events about Ukraine' }),
    ).toHaveAttribute('href', '/news?country=UA');
  });

  it('says so when the news cannot be read, and still shows the rest of the page', async () => {
    renderCountry(okReply('Country', { country: UKRAINE }), {
      'event/list': failReply(500, 'GR500', 'Something went wrong'),
    });
    const latest = await screen.findByRole('region', { name: 'Latest news' });
    expect(await within(latest).findByRole('alert')).toHaveTextContent(
      'The news feed is taking a break. Please check back in a few minutes.',
    );
    expect(screen.getByRole('region', { name: 'Why this level' })).toBeInTheDocument();
  });

  it('charts the score of the last 90 days, its figures also as a table', async () => {
    const { api } = renderCountry(okReply('Country', { country: UKRAINE }));
    const trend = await screen.findByRole('region', { name: 'Score over the last 90 days' });
    const table = await within(trend).findByRole('table', {
      name: 'Ukraine: score over the last 90 days',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2026-11-260No signal', '2026-11-2738Severe', '2026-11-2865Severe']);
    expect(api.callsTo('country/history')[0]?.body).toEqual({ code: 'UA', days: 90 });
  });

  it('says when a country has no signal, no reasons and no news', async () => {
    renderCountry(okReply('Country', { country: QUIET }), { 'event/list': NO_EVENTS });
    expect(await screen.findByText('No signal in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Nothing counts towards a level right now.')).toBeInTheDocument();
    expect(await screen.findByText('No news about Ukraine yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Your requests about/)).not.toBeInTheDocument();
  });

  it('shows the failure and a way back to the map', async () => {
    renderCountry(failReply(400, 'GR400', 'Invalid Country'));
    expect(await screen.findByText('Invalid Country')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the map' })).toHaveAttribute('href', '/');
  });

  it('lets a logged-in user watch the country', async () => {
    const { api, user } = renderCountry(
      okReply('Country', { country: UKRAINE }),
      {
        'watch/list': okReply('Watches', { watch: [] }),
        'watch/insert': okReply('Watching', {
          watch: { watch_id: 'w1', country: 'UA', name: 'Ukraine', minLevel: 'High Risk' },
        }),
      },
      true,
    );
    await user.click(await screen.findByRole('button', { name: /Watch this country/ }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path === 'watch/insert')?.body).toEqual({ country: 'UA' }),
    );
  });

  it("lets a company's manager put the country on the company watchlist", async () => {
    const { api, user } = renderCountry(
      okReply('Country', { country: UKRAINE }),
      {
        'watch/list': okReply('Watches', { watch: [], can_manage_company: true }),
        'watch/insert': okReply('Watch added', {
          watch: {
            watch_id: 'w2',
            country: 'UA',
            name: 'Ukraine',
            minLevel: 'High Risk',
            scope: 'company',
            can_remove: true,
          },
        }),
      },
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Add to company watchlist' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path === 'watch/insert')?.body).toEqual({
        country: 'UA',
        for_company: true,
      }),
    );
  });

  it("tells a member the country is on the company's watchlist, without a button to change it", async () => {
    renderCountry(
      okReply('Country', { country: UKRAINE }),
      {
        'watch/list': okReply('Watches', {
          watch: [
            {
              watch_id: 'w3',
              country: 'UA',
              name: 'Ukraine',
              minLevel: 'Severe',
              scope: 'company',
              can_remove: false,
            },
          ],
          can_manage_company: false,
        }),
      },
      true,
    );
    expect(
      await screen.findByText("On your company's watchlist (alerts at Severe and above)"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /company watchlist/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Watch this country' })).toBeInTheDocument();
  });
});
