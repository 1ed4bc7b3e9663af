import { expect, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import { adminLogin, apiCall } from './support/session';

/**
 * Trends (docs/rules/trends.md), the visitors' side: news about a country shows on its page's
 * 90-day chart and as a sparkline beside it in the map's list; each screen checked with axe and
 * photographed at 1280 and 375 px.
 */

const snap = journeyScreens('trends');
const run = Date.now().toString(36);

test('a country page charts 90 days of scores, and the map list draws sparklines', async ({
  page,
  request,
}) => {
  await test.step('an admin publishes a High Risk article about Bhutan', async () => {
    const admin = await adminLogin(request);
    await apiCall(
      request,
      'articles/insert',
      {
        title: `Bhutan landslides cut the highway ${run}`,
        url: `https://news.example/trends-${run}`,
        publishedAt: new Date().toISOString(),
        sourceName: 'Journey Wire',
        riskLevel: 'High Risk',
        content: 'Landslides closed the main east-west highway.',
        is_active: true,
        countries: ['BT'],
      },
      admin,
    );
  });

  await test.step('the country page shows the 90-day chart with its figures', async () => {
    await page.goto('/country/BT');
    await expect(page.getByRole('heading', { name: 'Bhutan', level: 1 })).toBeVisible();
    const trend = page.getByRole('region', { name: 'Score over the last 90 days' });
    await expect(trend.locator('svg path.score-chart-line')).toBeVisible();
    const table = trend.getByRole('table', { name: 'Bhutan: score over the last 90 days' });
    // 90 days and a header row; today's score is the article's 25.
    await expect(table.getByRole('row')).toHaveCount(91);
    await expect(table.getByRole('row').last()).toContainText('25High Risk');
    await snap(page, 'country-chart');
  });

  await test.step('the landing map list shows a sparkline per country', async () => {
    await page.goto('/');
    await page.locator('#map-title').scrollIntoViewIfNeeded();
    await page.getByLabel('Find a country').fill('bhutan');
    await expect(
      page.getByRole('img', { name: 'Bhutan, score over the last 30 days: from 0 to 25' }),
    ).toBeVisible();
    await snap(page, 'list-sparklines');
  });
});
