import { expect, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import { adminLogin, apiCall } from './support/session';

/**
 * Issue 14, the visitors' side: a Severe article about a country turns it Severe on the landing
 * page's world risk map; the map's list and the country page explain it; the news page filters.
 */

const snap = journeyScreens('geography');
// Severe is the danger colour of the badges too: one colour scale (docs/rules/screens.md).
const SEVERE_FILL = '#dc3545';
const run = Date.now().toString(36);

test('the world risk map turns a country Severe on Severe news, and its page explains why', async ({
  page,
  request,
}) => {
  const title = `Mongolian border clashes ${run}`;
  await test.step('an admin publishes a Severe article about Mongolia', async () => {
    const admin = await adminLogin(request);
    await apiCall(
      request,
      'articles/insert',
      {
        title,
        url: `https://news.example/${run}`,
        publishedAt: new Date().toISOString(),
        sourceName: 'Journey Wire',
        riskLevel: 'Severe',
        content: 'Fighting reported near the border crossing.',
        is_active: true,
        countries: ['MN'],
      },
      admin,
    );
  });

  await test.step('a visitor sees Mongolia in the Severe colour on the landing page', async () => {
    await page.goto('/');
    // The map sits below the fold and loads as the visitor scrolls near it.
    await page.locator('#map-title').scrollIntoViewIfNeeded();
    const map = page.getByRole('group', { name: 'World risk map' });
    const mongolia = map.getByRole('link', { name: 'Mongolia: Severe' });
    await expect(mongolia).toBeVisible();
    await expect(page.locator('path[data-code="MN"]')).toHaveAttribute('fill', SEVERE_FILL);
    await expect(page.getByRole('link', { name: 'Mongolia', exact: true })).toBeVisible();
    await mongolia.focus();
    await expect(page.locator('.world-map-caption')).toHaveText('Mongolia: Severe');
    await page.locator('#map-title').scrollIntoViewIfNeeded();
    await expect(page.getByText('Highest level first, then by score')).toBeVisible();
    await page.getByLabel('Find a country').fill('mongol');
    await expect(page.getByRole('link', { name: 'Mongolia', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Why Mongolia scores/ })).toBeVisible();
    await snap(page, 'landing-map');
    await page.getByLabel('Find a country').fill('');
  });

  await test.step('a click opens the country page with the level, the reason and the news', async () => {
    await page.locator('path[data-code="MN"]').click();
    await expect(page).toHaveURL(/\/country\/MN$/);
    await expect(page.getByRole('heading', { name: 'Mongolia', level: 1 })).toBeVisible();
    await expect(page.getByText('score 40 of 100')).toBeVisible();
    const why = page.getByRole('region', { name: 'Why this level' });
    await expect(why.getByText(title)).toBeVisible();
    const latest = page.getByRole('region', { name: 'Latest news' });
    await expect(latest.getByRole('link', { name: title })).toBeVisible();
    await snap(page, 'country-page');
  });

  await test.step('the news page filters by country and level, linked from the landing page', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'All news, by country and level' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.getByLabel('Country').selectOption({ label: 'Mongolia' });
    await page.getByLabel('Risk Level').selectOption('Severe');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('1 event', { exact: true })).toBeVisible();
    await snap(page, 'news-page');
  });
});
