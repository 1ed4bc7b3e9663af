import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import {
  activeAccount,
  adminLogin,
  apiCall,
  apiLogin,
  loginInBrowser,
  uniqueEmail,
} from './support/session';

/**
 * The exposure map (issue 21 item 4, docs/rules/branches.md "Exposure map"): a company owner sees
 * their branches and the located news of the week on the map beside the list, zooms with the
 * buttons and the keys, opens a cluster of news, selects a branch on the map and in the list,
 * opens its page (news nearby, its country's level) and starts a new branch by clicking the map;
 * at 1280 and 375 px, axe-checked and photographed.
 */
const snap = journeyScreens('exposure-map');
const run = Date.now().toString(36);
const PASSWORD = 'Owner#Pass1';
let ownerEmail = '';

const place = (name: string, country: string, lat: number, lon: number) => ({
  name,
  country,
  lat,
  lon,
});
const NEWS = [
  {
    title: `Chemical fire near Lyon ${run}`,
    level: 'High Risk',
    places: [place('Villeurbanne', 'FR', 45.77, 4.88)],
  },
  {
    title: `Paris transport strike ${run}`,
    level: 'Risk',
    places: [place('Paris', 'FR', 48.86, 2.35)],
  },
  {
    title: `Lagos port blockade ${run}`,
    level: 'Severe',
    places: [place('Lagos', 'NG', 6.45, 3.39)],
  },
  {
    title: `Ikeja market unrest ${run}`,
    level: 'High Risk',
    places: [place('Ikeja', 'NG', 6.6, 3.35)],
  },
  {
    title: `Ikorodu road closures ${run}`,
    level: 'Risk',
    places: [place('Ikorodu', 'NG', 6.62, 3.5)],
  },
];

test.beforeAll(async ({ request }) => {
  ownerEmail = uniqueEmail('exposure');
  await activeAccount(request, { firstName: 'Esther', email: ownerEmail, password: PASSWORD });
  const owner = await apiLogin(request, ownerEmail, PASSWORD);
  await apiCall(
    request,
    'company/insert',
    { name: 'Exposed Ltd', kind: 'Corporate', country: 'FR' },
    owner,
  );
  const branch = (name: string, lat: number, lon: number, country: string, people: number) =>
    apiCall(request, 'branch/insert', { name, kind: 'office', lat, lon, country, people }, owner);
  await branch('Lyon plant', 45.76, 4.84, 'FR', 120);
  await branch('Singapore office', 1.29, 103.85, 'SG', 8);
  const admin = await adminLogin(request);
  for (const [i, news] of NEWS.entries()) {
    await apiCall(
      request,
      'articles/insert',
      {
        title: news.title,
        url: `https://news.example/exposure-${run}-${i}`,
        publishedAt: new Date(Date.now() - i * 60_000).toISOString(),
        sourceName: 'Journey Wire',
        riskLevel: news.level,
        content: 'Reported this morning.',
        is_active: true,
        countries: [news.places[0]!.country],
        places: news.places,
      },
      admin,
    );
  }
});

/** The map's scale, from the transform the zoom library set on the SVG. */
const scaleOf = (map: Locator) =>
  map.evaluate((svg) => Math.round(new DOMMatrix(getComputedStyle(svg).transform).a * 100) / 100);

const openMap = async (page: Page) => {
  await page.goto('/menu/branch');
  const map = page.getByRole('group', { name: 'Exposure map' });
  await expect(map.getByRole('button', { name: /^Lyon plant, 120 people/ })).toBeVisible();
  return map;
};

for (const width of [1280, 375]) {
  test(`a company owner reads the exposure map, a branch page and adds a branch from the map at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginInBrowser(page, ownerEmail, PASSWORD);
    const map = await openMap(page);
    const lyon = // The news sweep may already have raised the Villeurbanne alert (the label then says so).
      map.getByRole('button', { name: /^Lyon plant, 120 people, / });
    await expect(
      map.getByRole('button', { name: 'Singapore office, 8 people, no open alert' }),
    ).toBeVisible();
    // The list holds the same branches, under the map (beside it from 1400 px on).
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: 'Lyon plant' })).toBeVisible();
    const mapBox = (await map.boundingBox())!;
    const listBox = (await table.boundingBox())!;
    expect(listBox.y).toBeGreaterThan(mapBox.y + mapBox.height);

    await test.step('the buttons and the keys zoom; 0 shows the whole world', async () => {
      expect(await scaleOf(map)).toBe(1);
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
      await expect.poll(() => scaleOf(map)).toBeGreaterThan(1);
      await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
      await expect.poll(() => scaleOf(map)).toBe(1);
      await map.focus();
      await page.keyboard.press('+');
      await expect.poll(() => scaleOf(map)).toBeGreaterThan(1);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('0');
      await expect.poll(() => scaleOf(map)).toBe(1);
    });

    await test.step('a cluster of news shows its count and zooms in on a click', async () => {
      // Lagos' three news (a second worker's start adds them again, so any count).
      const cluster = map.getByRole('button', { name: /^\d+ news, the worst Severe: zoom in$/ });
      await expect(cluster.locator('text')).toHaveText(/^\d+$/);
      await cluster.click();
      await expect.poll(() => scaleOf(map)).toBeGreaterThan(1);
      await page.getByRole('button', { name: 'Show the whole world' }).click();
      await expect.poll(() => scaleOf(map)).toBe(1);
    });

    await test.step('a branch selected on the map is selected in the list, and back', async () => {
      await lyon.click();
      await expect(lyon).toHaveAttribute('aria-pressed', 'true');
      const pin = page.getByRole('button', { name: 'Show Lyon plant on the map' });
      await expect(pin).toHaveAttribute('aria-pressed', 'true');
      await pin.click();
      await expect(lyon).toHaveAttribute('aria-pressed', 'false');
      await pin.click();
      await expect(lyon).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('span', { hasText: /^Lyon plant, 120 people, / })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open the branch page' })).toBeVisible();
    });
    if (width === 1280) await snap(page, 'map');

    await test.step("the branch's page: its country's level and the news within its radius", async () => {
      await page.getByRole('link', { name: 'Open the branch page' }).click();
      await expect(page.getByRole('heading', { name: 'Lyon plant', level: 1 })).toBeVisible();
      const nearby = page.getByRole('region', { name: 'News nearby' });
      await expect(nearby.getByRole('link', { name: NEWS[0]!.title })).toBeVisible();
      await expect(nearby.getByText(/Villeurbanne, FR · [\d.]+ km/)).toBeVisible();
      await expect(nearby.getByText(NEWS[1]!.title)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'France' })).toBeVisible();
      const alerts = page.getByRole('region', { name: 'Alerts' });
      await expect(alerts.getByRole('link', { name: 'Handle alerts in the inbox' })).toBeVisible();
      if (width === 1280) await snap(page, 'branch-page');
      await page.getByRole('link', { name: 'Back to the branches' }).click();
    });

    await test.step('a click on the map starts a new branch there', async () => {
      const again = await openMap(page);
      await again.locator('path[data-code="AU"]').click();
      await expect(
        page.getByText(/Picked on the map: -?[\d.]+, [\d.]+ \(Australia\)/),
      ).toBeVisible();
      if (width === 1280) await snap(page, 'picked');
      await page.getByRole('button', { name: 'New branch here' }).click();
      await expect(page.getByRole('heading', { name: 'Register Branch' })).toBeVisible();
      await expect(page.getByLabel('Country')).toHaveValue('AU');
      await expect(page.getByLabel('Latitude')).toHaveValue(/^-[12]\d(\.\d+)?$/);
      await expect(page.getByLabel('Longitude')).toHaveValue(/^1[1-5]\d(\.\d+)?$/);
    });
  });
}
