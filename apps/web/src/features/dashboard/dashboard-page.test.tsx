import type { Dashboard } from '@georisk/contract/resources/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply, type MockHandler } from '../../test/api-mock';
import { buildArticle, buildSessionUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { WORLD_SHAPES_URL } from '../../components/world-map/use-world-shapes';
import DashboardPage from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const SHAPES = {
  width: 960,
  height: 470,
  shapes: [{ code: 'UA', name: 'Ukraine', d: 'M0,0L10,0L10,10Z' }],
};
const UKRAINE = {
  code: 'UA',
  name: 'Ukraine',
  riskLevel: 'Severe' as const,
  score: 65,
  articles: 2,
  findings: 0,
};

const NO_TRENDS = okReply('Country trends loaded', { country: [] });

const renderDashboard = (
  reply: MockHandler,
  role: 'customer' | 'partner' | 'admin',
  trends: MockHandler = NO_TRENDS,
) => {
  mockApi({ 'dashboard/get': reply, 'country/trends': trends });
  // The map's shapes are a static file fetched by URL, beside the API.
  const api = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === WORLD_SHAPES_URL
      ? Promise.resolve(new Response(JSON.stringify(SHAPES)))
      : api(input, init),
  );
  return renderWithProviders(<DashboardPage />, {
    user: buildSessionUser({
      is_customer: role === 'customer',
      is_partner: role === 'partner',
      is_admin: role === 'admin',
    }),
  });
};
const dashboardOf = (dashboard: Dashboard) => okReply('Dashboard', { dashboard });
/** No heading or chart title stands over nothing: what follows it says something. */
const expectNoTitleOverNothing = () => {
  const titles = [
    ...screen.getAllByRole('heading', { level: 2 }),
    ...document.querySelectorAll('figcaption'),
  ];
  for (const title of titles) {
    // A chart's figures are in its (visually hidden) table, within the figure.
    const body =
      title.tagName === 'FIGCAPTION'
        ? title.parentElement?.textContent?.replace(title.textContent ?? '', '')
        : title.nextElementSibling?.textContent;
    expect(body?.trim(), title.textContent ?? '').toBeTruthy();
  }
};
const captions = () =>
  screen.getAllByRole('figure').map((f) => f.querySelector('figcaption')?.textContent);

describe('dashboard page (docs/rules/geography.md)', () => {
  it('shows a spinner while loading, then a customer their requests, watches, news and the map', async () => {
    renderDashboard(
      dashboardOf({
        role: 'customer',
        countries: [UKRAINE],
        customer: {
          byStatus: [
            { label: 'Submitted', count: 2 },
            { label: 'Answered', count: 1 },
          ],
          outcomes: [],
          watched: [UKRAINE, { ...UKRAINE, code: 'FR', name: 'France', riskLevel: null }],
          news: [buildArticle({ title: 'Kyiv power grid hit', riskLevel: 'Severe' })],
        },
      }),
      'customer',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(captions()).toEqual(['My requests by status', 'Outcomes of my answered requests']);
    // The chart's figures, for screen readers; an empty tally says so.
    const byStatus = screen.getByRole('table', { name: 'My requests by status' });
    expect(
      within(byStatus).getByRole('rowheader', { name: 'Submitted' }).nextSibling,
    ).toHaveTextContent('2');
    expect(
      screen.getByText(/^No answered requests yet: the Green, Yellow and Red ratings/),
    ).toBeInTheDocument();

    const watched = screen.getByRole('heading', { name: 'Watched countries' })
      .nextElementSibling as HTMLElement;
    expect(within(watched).getByRole('link', { name: 'Ukraine' })).toHaveAttribute(
      'href',
      '/country/UA',
    );
    expect(within(watched).getByText('Severe')).toBeInTheDocument();
    expect(within(watched).getByText('No signal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kyiv power grid hit' })).toBeInTheDocument();

    // The map: each shape named with its level, and the accessible list beside it.
    expect(await screen.findByRole('link', { name: 'Ukraine: Severe' })).toHaveAttribute(
      'href',
      '/country/UA',
    );
    expect(
      screen.getAllByRole('link', { name: 'Ukraine' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/country/UA', '/country/UA']);
    expect(screen.queryByText('Unanswered requests')).not.toBeInTheDocument();
  });

  it('shows a company member the people exposed, open alerts by level and the branches most at risk', async () => {
    renderDashboard(
      dashboardOf({
        role: 'customer',
        countries: [],
        customer: {
          byStatus: [],
          outcomes: [],
          watched: [],
          news: [],
          exposure: {
            peopleExposed: 140,
            openByLevel: [
              { label: 'Severe', count: 1 },
              { label: 'High Risk', count: 2 },
            ],
            atRisk: [
              {
                branch_id: 'b1',
                name: 'Basra plant',
                country: 'IQ',
                people: 100,
                open: 2,
                worst: 'High Risk',
              },
            ],
          },
        },
      }),
      'customer',
    );
    expect(await screen.findByRole('heading', { name: 'Exposure' })).toBeInTheDocument();
    expect(screen.getByText('140')).toBeInTheDocument();
    expect(screen.getByText('People exposed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open alerts' })).toHaveAttribute(
      'href',
      '/menu/alerts',
    );
    expect(screen.getByText('Basra plant')).toBeInTheDocument();
    expect(screen.getByText('2 open · 100 people')).toBeInTheDocument();
  });

  it('tells a customer without watches how to add one', async () => {
    renderDashboard(
      dashboardOf({
        role: 'customer',
        countries: [],
        customer: { byStatus: [], outcomes: [], watched: [], news: [] },
      }),
      'customer',
    );
    expect(await screen.findByText(/You watch no country yet/)).toBeInTheDocument();
    // No heading stands over nothing: an empty section says so in a sentence.
    for (const heading of screen.getAllByRole('heading', { level: 2 }))
      expect(heading.nextElementSibling?.textContent?.trim()).toBeTruthy();
    expect(
      screen.getByText('News about the countries you watch will show here.'),
    ).toBeInTheDocument();
    expectNoTitleOverNothing();
    const noRequests = screen.getByText(/^No requests yet — file one from/);
    expect(within(noRequests).getByRole('link', { name: 'Incident Requests' })).toHaveAttribute(
      'href',
      '/menu/incident',
    );
  });

  it('lists the countries rising fastest this week, largest rise first, with sparklines', async () => {
    const trend = (code: string, name: string, week_change: number) => ({
      code,
      name,
      scores: [0, 10, 10 + week_change],
      week_change,
    });
    renderDashboard(
      dashboardOf({
        role: 'customer',
        countries: [UKRAINE],
        customer: { byStatus: [], outcomes: [], watched: [], news: [] },
      }),
      'customer',
      okReply('Country trends loaded', {
        country: [trend('MT', 'Malta', 40), trend('IS', 'Iceland', 20), trend('FJ', 'Fiji', -50)],
      }),
    );
    const rising = await screen.findByRole('region', { name: 'Rising fastest this week' });
    await within(rising).findByText('+40 this week');
    expect(
      within(rising)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Malta+40 this week', 'Iceland+20 this week']);
    expect(
      within(rising).getByRole('img', { name: 'Malta, score over the last 3 days: from 0 to 50' }),
    ).toBeInTheDocument();
    expect(within(rising).getByRole('link', { name: 'Malta' })).toHaveAttribute(
      'href',
      '/country/MT',
    );
  });

  it('gives a partner the queue figures', async () => {
    renderDashboard(
      dashboardOf({
        role: 'partner',
        countries: [],
        partner: {
          unanswered: 7,
          answeredThisWeek: 3,
          medianHoursToAnswer: 12.5,
          timeToAnswer: {
            byAnalyst: [{ id: 'u1', name: 'Ann Analyst', medianHours: 6.5, count: 4 }],
            byCategory: [],
          },
        },
      }),
      'partner',
    );
    const figure = async (label: string) =>
      (await screen.findByText(label)).previousElementSibling?.textContent;
    expect(await figure('Unanswered requests')).toBe('7');
    expect(await figure('Answered this week')).toBe('3');
    expect(await figure('Median time to answer')).toBe('12.5 h');
    const perAnalyst = screen.getByRole('table', { name: 'Time to answer per analyst' });
    expect(perAnalyst).toHaveTextContent('Ann Analyst6.54');
    expect(screen.getByText('No request answered yet.')).toBeInTheDocument();
    expect(screen.queryByText('Watched countries')).not.toBeInTheDocument();
  });

  it('gives an admin the charts, users by role and the health of each feed', async () => {
    renderDashboard(
      dashboardOf({
        role: 'admin',
        countries: [],
        admin: {
          perWeek: [{ label: '2026-11-16', count: 4 }],
          byCategory: [{ label: 'Elections', count: 4 }],
          byCustomerType: [{ label: 'Corporate', count: 4 }],
          usersByRole: [
            { label: 'Customers', count: 10 },
            { label: 'Partners', count: 2 },
          ],
          medianHoursToAnswer: null,
          timeToAnswer: { byAnalyst: [], byCategory: [] },
          feeds: [
            { name: 'Wire', lastSuccessAt: null, lastError: 'HTTP 503' },
            { name: 'Daily', lastSuccessAt: null, lastError: null },
          ],
        },
      }),
      'admin',
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(captions()).toEqual([
      'Requests per week (12 weeks)',
      'Requests by category',
      'Requests by customer type',
    ]);
    expect(screen.getByText('Median time to answer').previousElementSibling).toHaveTextContent('—');
    expect(screen.getByText('Customers').previousElementSibling).toHaveTextContent('10');
    expect(screen.getByText('Wire: failing (HTTP 503)')).toBeInTheDocument();
    expect(screen.getByText('Daily: not fetched yet')).toBeInTheDocument();
  });

  it('tells an admin of a new installation what each empty section will hold', async () => {
    const weeks = Array.from({ length: 12 }, (_, i) => ({ label: `week ${i + 1}`, count: 0 }));
    renderDashboard(
      dashboardOf({
        role: 'admin',
        countries: [],
        admin: {
          perWeek: weeks,
          byCategory: [],
          byCustomerType: [],
          usersByRole: [{ label: 'Admins', count: 1 }],
          medianHoursToAnswer: null,
          timeToAnswer: { byAnalyst: [], byCategory: [] },
          feeds: [],
        },
      }),
      'admin',
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expectNoTitleOverNothing();
    // Twelve weeks of zeros are drawn as twelve zeros, not as an empty chart.
    const perWeek = screen.getByRole('table', { name: 'Requests per week (12 weeks)' });
    expect(within(perWeek).getAllByRole('row')).toHaveLength(12);
    expect(
      screen.getByText("No requests filed yet: each category's count will show here."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No requests filed yet: each customer type's count will show here."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Articles, Feed sources' })).toHaveAttribute(
      'href',
      '/menu/articles',
    );
    expect(screen.getByText('No country has a signal in the last 30 days.')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderDashboard(failReply(500, 'GR500', 'Database unavailable'), 'customer');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });
});
